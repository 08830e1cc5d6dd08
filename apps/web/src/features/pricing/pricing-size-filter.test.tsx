import { api, type NodeSize } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

/*
 * The size-name filter beside a provider change, as the e2e journey "a new provider starts the
 * region over; the size name narrows the list" checked in the browser (e2e/tests/pricing.spec.ts
 * keeps the journey through the other filters and the sort): the name lives in the URL, and a
 * new provider starts the region over without dropping it.
 */

const size = (name: string, cloudProvider: NodeSize['cloudProvider']): NodeSize => ({
  name,
  role: 'CASSANDRA',
  cloudProvider,
  region: cloudProvider === 'AZURE_AZ' ? 'EAST_US' : 'EU_WEST_1',
  development: name.includes('-DEV-'),
  vcpus: 2,
  memoryGiB: 16,
  diskGB: 400,
  monthlyPriceUsd: 100,
});

const SIZES = [size('CAS-DEV-t4g.small-5', 'AWS_VPC'), size('CAS-PRD-r7g.large-400', 'AWS_VPC')];
const AZURE_SIZES = [size('CAS-DEV-D2s_v5-30', 'AZURE_AZ'), size('CAS-PRD-E4s_v5-400', 'AZURE_AZ')];

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('pricing page: the size-name filter', { timeout: 20_000 }, () => {
  it('keeps the name in the URL, narrows the list, and says when nothing is left; a new provider starts the region over', async () => {
    stubApi([
      [api.auth.me, () => ok(me)],
      [api.accounts.get, () => ok(account)],
      [
        api.catalogue.regions,
        ({ query }) => ok({ regions: query.get('cloudProvider') === 'AZURE_AZ' ? ['EAST_US'] : ['EU_WEST_1'] }),
      ],
      [
        api.catalogue.nodeSizes,
        ({ query }) => ok({ nodeSizes: query.get('cloudProvider') === 'AZURE_AZ' ? AZURE_SIZES : SIZES }),
      ],
    ]);
    const { router } = renderApp(`/accounts/${ACCOUNT_ID}/pricing?region=EU_WEST_1`);
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Microsoft Azure' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ cloudProvider: 'AZURE_AZ' }));
    expect(router.state.location.search).not.toHaveProperty('region');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLInputElement).value).toBe('All regions'),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Node size name' }), 'dev');
    await waitFor(() => expect(rowNames()).toEqual(['CAS-DEV-D2s_v5-30']));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ cloudProvider: 'AZURE_AZ', size: 'dev' }));

    await userEvent.clear(screen.getByRole('textbox', { name: 'Node size name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Node size name' }), 'no-such-size');
    expect(await screen.findByText('No node sizes match these filters.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
