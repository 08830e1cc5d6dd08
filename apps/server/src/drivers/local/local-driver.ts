import { totalmem } from 'node:os';
import path from 'node:path';
import type { Clock } from '../../platform/clock.ts';
import type { ClusterDriver, DriverCluster, LifecycleObservation } from '../driver.ts';
import { simulatedKeyValidation } from '../simulated/key-validation.ts';
import { simulatedZiaGateways } from '../simulated/zia-gateways.ts';
import { admissionProblem } from './admission.ts';
import { readCaCertificate } from './certificates.ts';
import { withClusterLock } from './cluster-lock.ts';
import { hostCapacity } from './host-capacity.ts';
import { heapMegabytes } from './kafka/heap.ts';
import { kafkaClusterDriver } from './kafka/kafka-cluster.ts';
import { localMetrics } from './kafka/local-metrics.ts';
import { kafkaSampler } from './kafka/sampler.ts';
import type { LocalDriverSettings } from './settings.ts';

/** A look every 2 s: a dead node is seen (DEGRADED) within seconds, a healthy cluster costs two small reads. */
const POLL_INTERVAL_MS = 2_000;

/** What the local driver cannot do: run another engine than Kafka (Cassandra and OpenSearch come next). */
const notHere = (cluster: DriverCluster): LifecycleObservation => ({
  status: 'FAILED',
  progress: null,
  settled: true,
  reason: `The local driver does not run ${cluster.application} clusters yet`,
});

/**
 * CLUSTER_DRIVER=local: every node of a cluster is a real engine process on this host (issue
 * 34). The driver keeps nothing of its own in memory that matters: what runs is on disk (each
 * node's node.json: pid, start time, ports), so a console that restarts, even after kill -9,
 * re-adopts the nodes still running and starts the missing ones. Every look at a cluster holds
 * the cluster's lock file, so two looks (or two console instances) never both start a node.
 * Provisioning happens in the looks, not in provision(): one path, whether the console crashed
 * in between or not. ZIA gateways and KMS keys are cloud features a host does not have: the
 * simulated ones stand in, as on the default driver.
 */
export function localDriver(settings: LocalDriverSettings, clock: Clock): ClusterDriver {
  const sampler = kafkaSampler({ now: () => clock.now().getTime() });
  const kafka = kafkaClusterDriver(settings, sampler);
  const clusterDir = (cluster: DriverCluster) => path.join(settings.clustersDir, cluster.id);
  const locked = <T>(cluster: DriverCluster, look: () => Promise<T>) => withClusterLock(clusterDir(cluster), look);

  return {
    name: 'local',
    pollIntervalMs: POLL_INTERVAL_MS,
    watchesRunning: true,
    admit: async (plan) => {
      const capacity = await hostCapacity(settings.clustersDir);
      const hostMiB = Math.floor(totalmem() / 1024 / 1024);
      return admissionProblem(plan, capacity, (node) =>
        heapMegabytes(node.machine?.memoryGiB ?? 2, hostMiB, plan.nodes.length),
      );
    },
    caCertificate: (cluster) => readCaCertificate(clusterDir(cluster)),
    provision: async () => {},
    deprovision: async () => {},
    observe: (cluster, now) =>
      locked(cluster, async (): Promise<LifecycleObservation> => {
        if (cluster.status === 'DELETING') {
          await kafka.remove(cluster);
          return { status: 'DELETED', progress: null, settled: true };
        }
        return cluster.application === 'KAFKA' ? kafka.reconcile(cluster, now) : notHere(cluster);
      }),
    observeOperation: (operation, now) =>
      locked(operation.cluster, async () => {
        // The new brokers start in this look; the operation is done once the engine has every node up.
        const seen = await kafka.reconcile(operation.cluster, now);
        const done = seen.status === 'RUNNING';
        return { stepsDone: done ? operation.steps : 0, settled: done };
      }),
    metrics: localMetrics(sampler),
    ziaGateways: simulatedZiaGateways(60_000),
    validateEncryptionKey: async (key) => simulatedKeyValidation(key),
    close: async () => sampler.stop(),
  };
}
