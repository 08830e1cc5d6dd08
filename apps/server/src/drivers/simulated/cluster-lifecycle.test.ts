import { describe, expect, it } from 'vitest';
import { simulatedDeletion, simulatedOperation, simulatedProvisioning } from './cluster-lifecycle.ts';

const TOTAL = 60_000;
const at = (fraction: number, name = 'orders') => simulatedProvisioning(name, fraction * TOTAL, TOTAL);

describe('simulated provisioning', () => {
  it('walks GENESIS → PROVISIONING → PROVISIONED → JOINING → RUNNING in the configured time', () => {
    const statuses = Array.from({ length: 121 }, (_, i) => at(i / 120).status);
    const order = statuses.filter((s, i) => s !== statuses[i - 1]);
    expect(order).toEqual(['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'RUNNING']);
    expect(at(0.999).status).toBe('JOINING');
    expect(at(1)).toEqual({ status: 'RUNNING', progress: null, settled: true });
  });

  it('reports progress 0 → 1 with a message per stage while PROVISIONING', () => {
    const seen = Array.from({ length: 100 }, (_, i) => at(0.05 + (0.75 * i) / 100)).filter(
      (o) => o.status === 'PROVISIONING',
    );
    const values = seen.map((o) => o.progress?.value ?? -1);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBeGreaterThanOrEqual(0.98);
    expect(values.every((v, i) => i === 0 || v >= (values[i - 1] ?? 0))).toBe(true);
    expect([...new Set(seen.map((o) => o.progress?.message))]).toEqual([
      'Creating network',
      'Launching nodes',
      'Configuring',
      'Joining nodes',
    ]);
    expect(seen.every((o) => !o.settled)).toBe(true);
  });

  it('is a function of elapsed time: the same instant gives the same answer', () => {
    expect(at(0.42)).toEqual(at(0.42));
    expect(simulatedProvisioning('x', -5_000, TOTAL).status).toBe('GENESIS');
  });

  it('fails clusters named with fail-sim while configuring, and they stay failed', () => {
    expect(at(0.5, 'demo-fail-sim').status).toBe('PROVISIONING');
    expect(at(0.6, 'demo-fail-sim')).toEqual({ status: 'FAILED', progress: null, settled: true });
    expect(at(2, 'demo-fail-sim').status).toBe('FAILED');
  });
});

describe('simulated deletion', () => {
  it('deletes in a quarter of the provisioning time', () => {
    expect(simulatedDeletion(0, TOTAL)).toEqual({ status: 'DELETING', progress: null, settled: false });
    expect(simulatedDeletion(TOTAL / 4, TOTAL)).toEqual({ status: 'DELETED', progress: null, settled: true });
  });
});

describe('simulated operation', () => {
  it('finishes one step a quarter of the provisioning time, in order, then settles', () => {
    expect(simulatedOperation(0, 3, TOTAL)).toEqual({ stepsDone: 0, settled: false });
    expect(simulatedOperation(TOTAL / 4, 3, TOTAL)).toEqual({ stepsDone: 1, settled: false });
    expect(simulatedOperation((TOTAL * 3) / 4 - 1, 3, TOTAL)).toEqual({ stepsDone: 2, settled: false });
    expect(simulatedOperation(TOTAL * 5, 3, TOTAL)).toEqual({ stepsDone: 3, settled: true });
  });
});
