import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { CLUSTER_STATUSES, type ClusterStatus } from './cluster-vocabulary.ts';
import { clusterCardTarget, clusterSearchPattern, clusterStatusDisplay } from './clusters.ts';

const display = (status: ClusterStatus, extra: Partial<Parameters<typeof clusterStatusDisplay>[0]> = {}) =>
  clusterStatusDisplay({ status, provisioningDetails: null, deleteRequestDate: null, ...extra });

describe('cluster status display (SPEC §4)', () => {
  it.each([
    ['GENESIS', 'info'],
    ['PROVISIONING', 'info'],
    ['PROVISIONED', 'info'],
    ['JOINING', 'info'],
    ['RESTORING', 'info'],
    ['RUNNING', 'success'],
    ['FAILED', 'danger'],
    ['DEFERRED', 'warn'],
    ['DEGRADED', 'warn'],
  ] as const)('shows %s as %s', (status, tone) => {
    expect(display(status)).toEqual({ tone, label: status, tooltip: status, deleteRequested: null });
  });

  it('has a tone for every status', () => {
    for (const status of CLUSTER_STATUSES) expect(display(status).tone).toMatch(/^(info|success|danger|warn)$/);
  });

  it('adds the percentage and message to the tooltip while provisioning details exist', () => {
    const shown = display('PROVISIONING', {
      provisioningDetails: { progress: 0.424, message: 'Creating nodes (3 of 6)' },
    });
    expect(shown.tooltip).toBe('PROVISIONING - 42% - Creating nodes (3 of 6)');
  });

  it('warns of a lodged deletion request, whatever the status', () => {
    expect(display('RUNNING', { deleteRequestDate: '2026-11-20T10:00:00.000Z' }).deleteRequested).toBe(
      MESSAGES.landing.deleteRequested,
    );
  });
});

describe('cluster card target (SPEC §2)', () => {
  it('opens monitoring for a running cluster and the summary otherwise', () => {
    expect(clusterCardTarget({ id: 'c1', status: 'RUNNING' })).toBe('clusters/c1/monitoring');
    expect(clusterCardTarget({ id: 'c1', status: 'DEGRADED' })).toBe('clusters/c1');
  });
});

describe('cluster search pattern', () => {
  it('matches the term anywhere, case-insensitively', () => {
    expect(clusterSearchPattern('  Kafka ')).toBe('%kafka%');
  });

  it("takes LIKE's wildcards and escape literally", () => {
    expect(clusterSearchPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('searches for nothing when the term is blank', () => {
    expect(clusterSearchPattern('   ')).toBeNull();
  });
});
