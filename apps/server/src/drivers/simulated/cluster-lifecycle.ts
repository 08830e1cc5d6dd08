import type { ClusterStatus } from '@datadeck/contracts';
import type { LifecycleObservation } from '../driver.ts';

/**
 * The simulated driver's state machine, as a pure function of elapsed time so any instant can
 * be recomputed after a restart: GENESIS → PROVISIONING (progress 0 → 1 over four stages) →
 * PROVISIONED → JOINING → RUNNING, within the configured total time. A cluster whose name
 * contains `fail-sim` fails while configuring, so the failure path can be seen.
 */

/** Where each phase ends, as a share of the total time (GENESIS 5 %, PROVISIONING 75 %, 10 % each after). */
const ENDS = { genesis: 0.05, provisioning: 0.8, provisioned: 0.9, joining: 1 } as const;

/** The provisioning stages, each with its share of PROVISIONING and its message. */
export const PROVISIONING_STAGES = [
  { until: 0.2, message: 'Creating network' },
  { until: 0.6, message: 'Launching nodes' },
  { until: 0.85, message: 'Configuring' },
  { until: 1, message: 'Joining nodes' },
] as const;

/** Where in PROVISIONING a `fail-sim` cluster fails: part-way through configuring. */
const FAILS_AT_PROGRESS = 0.7;

export const FAILURE_MARKER = 'fail-sim';

const settledAt = (status: ClusterStatus): LifecycleObservation => ({ status, progress: null, settled: true });
const inProgress = (
  status: ClusterStatus,
  progress: LifecycleObservation['progress'] = null,
): LifecycleObservation => ({
  status,
  progress,
  settled: false,
});

export function simulatedProvisioning(name: string, elapsedMs: number, totalMs: number): LifecycleObservation {
  const t = Math.max(0, elapsedMs) / Math.max(1, totalMs);
  if (t < ENDS.genesis) return inProgress('GENESIS');
  const intoProvisioning = (t - ENDS.genesis) / (ENDS.provisioning - ENDS.genesis);
  const fails = name.includes(FAILURE_MARKER);
  if (fails && intoProvisioning >= FAILS_AT_PROGRESS) return settledAt('FAILED');
  if (intoProvisioning < 1) {
    // Rounded to 1 %: progress only moves the database when the bar would visibly move.
    const value = Math.floor(intoProvisioning * 100) / 100;
    const stage = PROVISIONING_STAGES.find((s) => value < s.until) ?? PROVISIONING_STAGES[3];
    return inProgress('PROVISIONING', { value, message: stage.message });
  }
  if (t < ENDS.provisioned) return inProgress('PROVISIONED');
  if (t < ENDS.joining) return inProgress('JOINING');
  return settledAt('RUNNING');
}

/** Deletion takes a quarter of the provisioning time: DELETING, then DELETED. */
export function simulatedDeletion(elapsedMs: number, totalMs: number): LifecycleObservation {
  return elapsedMs < totalMs / 4 ? inProgress('DELETING') : settledAt('DELETED');
}

/**
 * An update's operation: each step (new nodes brought up, or one batch of nodes resized) takes
 * a quarter of the provisioning time, one after the other, as a pure function of elapsed time.
 */
export function simulatedOperation(elapsedMs: number, steps: number, totalMs: number) {
  const stepMs = Math.max(1, totalMs / 4);
  const stepsDone = Math.min(steps, Math.floor(Math.max(0, elapsedMs) / stepMs));
  return { stepsDone, settled: stepsDone >= steps };
}

/**
 * How far into provisioning (a share of the total time) a cluster is when it shows `status`
 * and `progress`: the inverse of simulatedProvisioning, so seeded clusters carry on from where
 * they are shown.
 */
export function provisioningShareAt(status: ClusterStatus, progress = 0): number {
  switch (status) {
    case 'PROVISIONING':
      return ENDS.genesis + progress * (ENDS.provisioning - ENDS.genesis);
    case 'PROVISIONED':
      return ENDS.provisioning;
    case 'JOINING':
      return ENDS.provisioned;
    default:
      return 0;
  }
}
