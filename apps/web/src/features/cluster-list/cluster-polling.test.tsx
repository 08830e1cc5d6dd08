import { api, LIMITS, MESSAGES, type ClusterList } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundReads, ok, stubApi } from '../../test/fake-api.ts';
import { ACCOUNT_ID, cluster, clusterList } from '../../test/fixtures.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { ClusterResults } from './cluster-results.tsx';

const OTHER_ID = crypto.randomUUID();

/** A server whose answers move on at each call, then stay on the last one. */
function serveInTurn(pages: ClusterList[]) {
  let call = 0;
  return stubApi([[api.clusters.list, () => ok(pages[Math.min(call++, pages.length - 1)])]]);
}

function renderResults() {
  return renderWithRouter(
    <ClusterResults
      accountId={ACCOUNT_ID}
      query={{ search: '', startIndex: 0 }}
      refreshing={false}
      canCreateCluster
      onPage={() => {}}
      onClearSearch={() => {}}
    />,
  );
}

const poll = () => vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs);

describe('the landing page keeps changing clusters current', () => {
  // Only the polling interval is faked: Testing Library's waits keep their real timeouts.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('re-reads the page while a card is provisioning, and stops once all are RUNNING', async () => {
    const fetchMock = serveInTurn([
      clusterList([
        cluster({ status: 'PROVISIONING', provisioningDetails: { progress: 0.3, message: 'Creating network' } }),
        cluster({ id: OTHER_ID, name: 'events-kafka' }),
      ]),
      clusterList([
        cluster({ status: 'PROVISIONING', provisioningDetails: { progress: 0.6, message: 'Launching nodes' } }),
        cluster({ id: OTHER_ID, name: 'events-kafka', deleteRequestDate: '2026-02-01T00:00:00.000Z' }),
      ]),
      clusterList([cluster(), cluster({ id: OTHER_ID, name: 'events-kafka' })]),
    ]);
    renderResults();

    const bar = await screen.findByRole('progressbar', { name: 'orders-cassandra provisioning progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');

    await poll();
    // A deletion lodged elsewhere shows up without a reload.
    expect(await screen.findByText(MESSAGES.landing.deleteRequested)).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'orders-cassandra provisioning progress' }).getAttribute('aria-valuenow'),
    ).toBe('60');

    await poll();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getAllByText('RUNNING')).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.landing.deleteRequested)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The re-reads are the console's own, not the user's: they do not keep the session alive.
    expect(backgroundReads(fetchMock, api.clusters.list)).toEqual([false, true, true]);

    await poll();
    await poll();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not poll a page of settled clusters', async () => {
    const fetchMock = serveInTurn([
      clusterList([cluster(), cluster({ id: OTHER_ID, name: 'events-kafka', status: 'FAILED' })]),
    ]);
    renderResults();
    await screen.findByRole('link', { name: 'events-kafka' });

    await poll();
    await poll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
