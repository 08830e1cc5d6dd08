import { api, formatFileSize, MESSAGES, type PrivateCloudImage } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const page = `/accounts/${ACCOUNT_ID}/cluster-resources/private-cloud`;
const CHECKSUM = 'a'.repeat(64);

const image = (overrides: Partial<PrivateCloudImage> & { id: string; displayName: string }): PrivateCloudImage => ({
  product: 'CASSANDRA',
  cassandraTag: '4.1.3',
  cpuArch: 'amd64',
  resourceFormat: 'OVA',
  fileName: 'cassandra.ova.tar.gz',
  fileSize: 3 * 1024 * 1024 * 1024,
  checksum: CHECKSUM,
  latest: true,
  available: true,
  ...overrides,
});

const LATEST = image({ id: '11111111-1111-4111-8111-111111111111', displayName: 'Apache Cassandra 4.1.3' });
const OLDER = image({
  id: '22222222-2222-4222-8222-222222222222',
  displayName: 'Apache Cassandra 4.0.11',
  cassandraTag: '4.0.11',
  fileSize: 5_000,
  latest: false,
});

/** A fake server of an on-premises account; `link` answers the download link's request. */
function serve(images: Reply, link: Reply = ok({ url: 'https://console.example/v1/private-cloud-downloads/x?s=1' })) {
  return stubApi([
    [api.auth.me, () => ok(me)],
    [api.accounts.get, () => ok({ ...account, onPremisesEnabled: true })],
    [api.privateCloud.list, () => images],
    [api.privateCloud.downloadLink, () => link],
  ]);
}

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
};

/** The tab window.open gives (jsdom opens none): where the page sends it, and whether it closed it. */
function fakeTab() {
  const tab: { opener: unknown; location: { href: string }; close: () => void } = {
    opener: {},
    location: { href: '' },
    close: vi.fn<() => void>(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('the Private Cloud tab', () => {
  it('lists the images with the §9 sizes, the checksum, and the latest marked', async () => {
    serve(ok([LATEST, OLDER]));
    renderApp(page);
    const table = await screen.findByRole('table', { name: 'Private-cloud install images' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'CPU Architecture', 'Resource Format', 'File Size', 'Checksum SHA256', 'Actions']);
    expect(within(rowOf('4.1.3')).getByText(formatFileSize(LATEST.fileSize))).toBeVisible();
    expect(within(rowOf('4.1.3')).getByText('3 GiB')).toBeVisible();
    expect(within(rowOf('4.1.3')).getByText(MESSAGES.privateCloud.latest)).toBeVisible();
    expect(within(rowOf('4.1.3')).queryByText(MESSAGES.privateCloud.latestMustBeUsed)).toBeNull();
    expect(within(rowOf('4.0.11')).getByText('5000 B')).toBeVisible();
    expect(within(rowOf('4.0.11')).getByText(MESSAGES.privateCloud.latestMustBeUsed)).toBeVisible();
    expect(within(rowOf('4.0.11')).getAllByText(CHECKSUM)[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy checksum of Apache Cassandra 4.1.3' })).toBeVisible();
  });

  it('opens the generated link in a new tab', async () => {
    const { tab, open } = fakeTab();
    const fetchMock = serve(ok([LATEST]));
    renderApp(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Apache Cassandra 4.1.3' }));
    await waitFor(() => expect(tab.location.href).toBe('https://console.example/v1/private-cloud-downloads/x?s=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const posted = fetchMock.mock.calls.map(([url]) => String(url));
    expect(posted.some((url) => url.includes(`/resources/private-cloud/${LATEST.id}`))).toBe(true);
    open.mockRestore();
  });

  it("says 'Failed to generate download link.' and closes the tab when the link is refused", async () => {
    const { tab, open } = fakeTab();
    serve(ok([LATEST]), failure(409, 'id', MESSAGES.privateCloud.fileMissing));
    renderApp(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Apache Cassandra 4.1.3' }));
    expect(await screen.findByText(MESSAGES.privateCloud.linkFailed)).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('offers no download of an image whose file is gone, and says so', async () => {
    serve(ok([{ ...LATEST, available: false }]));
    renderApp(page);
    expect(await screen.findByText(MESSAGES.privateCloud.fileMissing)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('says when there are no images', async () => {
    serve(ok([]));
    renderApp(page);
    expect(await screen.findByText(MESSAGES.privateCloud.noImages)).toBeVisible();
  });

  it("shows a refused load with the server's reason and a way to try again", async () => {
    // A 403 is not retried, so the error shows at once.
    serve(failure(403, 'FORBIDDEN', MESSAGES.privateCloud.onPremisesOnly));
    renderApp(page);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.privateCloud.onPremisesOnly)).toBeVisible();
    expect(within(alert).getByRole('button', { name: MESSAGES.actions.tryAgain })).toBeVisible();
  });
});
