import { LOCAL_DRIVER_MESSAGES } from '@datadeck/contracts';
import type { AdmissionPlan } from '../driver.ts';
import type { HostCapacity } from './host-capacity.ts';

/**
 * What a JVM takes beyond its heap (metaspace, code cache, thread stacks, direct buffers, the
 * Jolokia agent): measured at about 200-250 MiB RSS above the heap for an idle Kafka 4.2 node.
 */
export const JVM_OVERHEAD_MIB = 256;

/**
 * Whether this host can hold the cluster, against what it has free now: every node's JVM (its
 * heap, from the node size scaled to the host, plus the overhead) in available memory, and every
 * node's disk (the node size's) on the clusters folder's filesystem. Null, or the refusal naming
 * the limit. A node size whose machine the catalogue does not table counts no disk.
 */
export function admissionProblem(
  plan: AdmissionPlan,
  capacity: HostCapacity,
  heapMiB: (node: AdmissionPlan['nodes'][number]) => number,
): string | null {
  const nodes = plan.nodes.length;
  const memoryMiB = plan.nodes.reduce((sum, node) => sum + heapMiB(node) + JVM_OVERHEAD_MIB, 0);
  if (memoryMiB > capacity.availableMemoryMiB) {
    return LOCAL_DRIVER_MESSAGES.hostMemory(nodes, memoryMiB, capacity.availableMemoryMiB);
  }
  const diskGB = plan.nodes.reduce((sum, node) => sum + (node.machine?.diskGB ?? 0), 0);
  if (diskGB > capacity.freeDiskGB) return LOCAL_DRIVER_MESSAGES.hostDisk(nodes, diskGB, capacity.freeDiskGB);
  return null;
}
