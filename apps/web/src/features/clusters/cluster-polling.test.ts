import { LIMITS, type ClusterDetails } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { clusterQuery } from '../../shared/clusters/cluster-query.ts';
import { clusterDetails } from './cluster-details.fixture.ts';

/** The query's polling interval for a cluster in a given state, as TanStack Query asks it. */
function pollingFor(cluster: ClusterDetails): number | false | undefined {
  const { refetchInterval } = clusterQuery('account', cluster.id);
  if (typeof refetchInterval !== 'function') return refetchInterval;
  const query = { state: { data: cluster } } as unknown as Parameters<typeof refetchInterval>[0];
  const interval = refetchInterval(query);
  return typeof interval === 'number' || interval === false ? interval : undefined;
}

describe('how often the cluster page re-reads its cluster', () => {
  it('polls every couple of seconds while the cluster changes, and stops once it has settled', () => {
    expect(pollingFor(clusterDetails({ status: 'PROVISIONING' }))).toBe(LIMITS.clusterProgressPollMs);
    expect(pollingFor(clusterDetails({ status: 'DELETING', deleteRequestDate: '2026-11-22T12:00:00.000Z' }))).toBe(
      LIMITS.clusterProgressPollMs,
    );
    expect(pollingFor(clusterDetails({ status: 'RUNNING' }))).toBe(false);
    expect(pollingFor(clusterDetails({ status: 'FAILED' }))).toBe(false);
  });

  it('polls slowly while a deletion waits for its e-mailed confirmation', () => {
    const waiting = clusterDetails({
      status: 'RUNNING',
      deleteRequestDate: '2026-11-22T12:00:00.000Z',
      deletionAwaitingConfirmation: true,
    });
    expect(pollingFor(waiting)).toBe(LIMITS.deletionConfirmationPollMs);
  });
});
