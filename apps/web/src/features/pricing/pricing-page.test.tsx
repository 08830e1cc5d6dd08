import { api, MESSAGES, type NodeSize } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, requestedUrls, stubApi, type FakeRoute, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { formatUsd } from './format-price.ts';

const size = (name: string, monthlyPriceUsd: number, overrides: Partial<NodeSize> = {}): NodeSize => ({
  name,
  role: 'CASSANDRA',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  development: name.includes('-DEV-'),
  vcpus: 2,
  memoryGiB: 16,
  diskGB: 400,
  monthlyPriceUsd,
  ...overrides,
});

const SIZES = [
  size('CAS-PRD-r7g.large-400', 1234.5),
  size('CAS-DEV-t4g.small-5', 45),
  size('CAS-PRD-r7g.xlarge-800', 2469, { vcpus: 4, memoryGiB: 32, diskGB: 800 }),
];

function serve({ sizes = () => ok({ nodeSizes: SIZES }) }: { sizes?: (query: URLSearchParams) => Reply } = {}) {
  const routes: FakeRoute[] = [
    [api.auth.me, () => ok(me)],
    [api.accounts.get, () => ok(account)],
    [api.catalogue.regions, () => ok({ regions: ['US_EAST_1', 'EU_WEST_1'] })],
    [api.catalogue.nodeSizes, ({ query }) => sizes(query)],
  ];
  return stubApi(routes);
}

const page = `/accounts/${ACCOUNT_ID}/pricing`;
const sizeRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedUrls(fetchMock).filter((url) => url.pathname === '/v1/catalogue/node-sizes');
const lastSizeQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  Object.fromEntries(sizeRequests(fetchMock).at(-1)?.searchParams ?? []);

/** The size names in table order. */
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('pricing page', () => {
  it('lists the node sizes of the default filters with formatted monthly prices and the tax note', async () => {
    const fetchMock = serve();
    renderApp(page);
    const table = await screen.findByRole('table');
    expect(lastSizeQuery(fetchMock)).toEqual({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC' });
    const row = within(table).getByRole('row', { name: /CAS-PRD-r7g\.large-400/ });
    expect(within(row).getByText(formatUsd(1234.5))).toBeVisible();
    expect(formatUsd(1234.5)).toContain('1,234.50');
    expect(within(row).getByText('Production')).toBeVisible();
    expect(within(row).getByText('US_EAST_1')).toBeVisible();
    expect(within(table).getByRole('row', { name: /CAS-DEV-t4g\.small-5/ }).textContent).toContain('Development');
    expect(screen.getByText(new RegExp(MESSAGES.clusters.gstNote.replace('+', '\\+')))).toBeVisible();
  });

  it('asks again for another application or provider, keeping them in the URL and starting the region over', async () => {
    const fetchMock = serve();
    const { router } = renderApp(`${page}?region=US_EAST_1`);
    await screen.findByRole('table');
    expect(lastSizeQuery(fetchMock)).toMatchObject({ region: 'US_EAST_1' });
    // One region: no region column.
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Priced in' })).toBeNull();

    await choose('Application', 'Apache Kafka');
    await waitFor(() => expect(lastSizeQuery(fetchMock)).toEqual({ application: 'KAFKA', cloudProvider: 'AWS_VPC' }));
    expect(router.state.location.search).toEqual({ application: 'KAFKA', cloudProvider: 'AWS_VPC' });

    await choose('Cloud provider', 'Google Cloud Platform');
    await waitFor(() => expect(lastSizeQuery(fetchMock)).toEqual({ application: 'KAFKA', cloudProvider: 'GCP' }));
    expect(router.state.location.search).toEqual({ application: 'KAFKA', cloudProvider: 'GCP' });
  });

  it('filters by region (in the URL) and by SLA tier', async () => {
    const fetchMock = serve();
    const { router } = renderApp(page);
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Priced in' })).toBeVisible();

    await choose('Region', 'EU_WEST_1');
    await waitFor(() =>
      expect(lastSizeQuery(fetchMock)).toEqual({
        application: 'APACHE_CASSANDRA',
        cloudProvider: 'AWS_VPC',
        region: 'EU_WEST_1',
      }),
    );
    expect(router.state.location.search).toMatchObject({ region: 'EU_WEST_1' });

    await choose('SLA tier', 'Production');
    await waitFor(() => expect(lastSizeQuery(fetchMock)).toMatchObject({ region: 'EU_WEST_1', slaTier: 'PRODUCTION' }));
  });

  it('sorts by price from the column header, both ways', async () => {
    serve();
    renderApp(page);
    await screen.findByRole('table');
    const header = screen.getByRole('columnheader', { name: /Monthly price/ });
    expect(header.getAttribute('aria-sort')).toBe('none');

    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['CAS-DEV-t4g.small-5', 'CAS-PRD-r7g.large-400', 'CAS-PRD-r7g.xlarge-800']);

    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['CAS-PRD-r7g.xlarge-800', 'CAS-PRD-r7g.large-400', 'CAS-DEV-t4g.small-5']);
  });

  it('narrows the table by part of the size name', async () => {
    serve();
    renderApp(page);
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Node size name' }), 'xlarge');
    await waitFor(() => expect(rowNames()).toEqual(['CAS-PRD-r7g.xlarge-800']));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Node size name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Node size name' }), 'zzz');
    expect(await screen.findByText('No node sizes match these filters.')).toBeVisible();
  });

  it('says when the prices cannot be loaded, and tries again', async () => {
    let fail = true;
    serve({ sizes: () => (fail ? failure(400, 'application', 'Choose an application') : ok({ nodeSizes: SIZES })) });
    renderApp(page);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.errors.pageNotLoaded)).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
