import { api, LIMITS } from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test/fake-api.ts';
import { account, ACCOUNT_ID, CLUSTER_ID, me } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { clusterDetails } from './cluster-details.fixture.ts';

const page = `/accounts/${ACCOUNT_ID}/clusters/${CLUSTER_ID}`;

describe("the cluster page's operation progress", () => {
  it('shows an update under way with words and a bar, re-reading until it is done', async () => {
    // Only the polling interval is faked: Testing Library's waits keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const running = { status: 'RUNNING', currentClusterOperationStatus: 'OPERATION_IN_PROGRESS' } as const;
      const answers = [
        clusterDetails({ ...running, operation: { kind: 'ADDING_NODES', done: 0, total: 3 } }),
        clusterDetails({ ...running, operation: { kind: 'RESIZING_NODES', done: 2, total: 6 } }),
        clusterDetails({ status: 'RUNNING', currentClusterOperationStatus: 'NO_OPERATION' }),
      ];
      let call = 0;
      stubApi([
        [api.auth.me, () => ok(me)],
        [api.accounts.get, () => ok(account)],
        [api.clusters.get, () => ok(answers[Math.min(call++, answers.length - 1)])],
      ]);
      renderApp(page);

      expect(await screen.findByText('Adding nodes: 0 of 3')).toBeVisible();
      await vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs);
      const bar = await screen.findByRole('progressbar', { name: 'orders-cassandra: Resizing nodes: 2 of 6' });
      expect(bar.getAttribute('aria-valuenow')).toBe('33');
      expect(screen.getByText('33%')).toBeVisible();
      await vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs);
      await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      expect(screen.queryByText(/Resizing nodes/)).toBeNull();
      // Settled: no more re-reads.
      await vi.advanceTimersByTimeAsync(LIMITS.clusterProgressPollMs * 3);
      expect(call).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
