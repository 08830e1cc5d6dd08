import { simulatedMetrics } from './metrics/simulated-metrics.ts';
import type { ClusterDriver, DriverCluster, LifecycleObservation } from '../driver.ts';
import { simulatedKeyValidation } from './key-validation.ts';
import { simulatedDeletion, simulatedOperation, simulatedProvisioning } from './cluster-lifecycle.ts';
import { simulatedZiaGateways } from './zia-gateways.ts';

/**
 * The embedded default driver: no cloud, clusters move through their lifecycle in
 * `provisioningMs` and report synthetic, deterministic metrics.
 */
export function simulatedDriver(provisioningMs: number): ClusterDriver {
  return {
    name: 'simulated',
    // About 50 looks per lifecycle (so the progress bar moves smoothly), at most one per 5 s.
    pollIntervalMs: Math.min(5_000, Math.max(100, Math.round(provisioningMs / 50))),
    // Its clusters never fail once running, and it holds any cluster the catalogue allows.
    watchesRunning: false,
    admit: async () => null,
    caCertificate: async () => null,
    provision: async () => {},
    deprovision: async () => {},
    observe: async (cluster: DriverCluster, now: Date): Promise<LifecycleObservation> => {
      const elapsed = now.getTime() - cluster.stageStartedAt.getTime();
      return cluster.status === 'DELETING'
        ? simulatedDeletion(elapsed, provisioningMs)
        : simulatedProvisioning(cluster.name, elapsed, provisioningMs);
    },
    observeOperation: async (operation, now) =>
      simulatedOperation(now.getTime() - operation.startedAt.getTime(), operation.steps, provisioningMs),
    metrics: async (request) => simulatedMetrics(request),
    ziaGateways: simulatedZiaGateways(provisioningMs),
    validateEncryptionKey: async (key) => simulatedKeyValidation(key),
  };
}
