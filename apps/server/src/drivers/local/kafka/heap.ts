/**
 * The heap (MiB) of a Kafka node, from its node size's memory, scaled to the host.
 *
 *   node size memory   heap
 *   up to 2 GiB         512 MiB
 *   up to 4 GiB        1024 MiB
 *   up to 8 GiB        2048 MiB
 *   up to 16 GiB       3072 MiB
 *   up to 32 GiB       4096 MiB
 *   more               6144 MiB
 *
 * Kafka keeps messages in the operating system's page cache, not in its heap, so the heap is a
 * quarter to a half of the machine and stops at 6 GiB (Kafka's operations guidance: larger heaps
 * buy nothing but longer pauses).
 *
 * Scaled to the host: a node never gets more than half of its share of the host's memory
 * (`hostMiB / nodesOnHost`, the caller's count of the memory it may use, e.g. what is free): the
 * other half is for the JVM's own memory (metaspace, threads, direct buffers) and the page cache.
 * Never less than 256 MiB, below which a broker does not start reliably; a host that cannot give
 * that much is refused before anything starts (admission).
 */
export function heapMegabytes(nodeSizeRamGiB: number, hostMiB: number, nodesOnHost: number): number {
  const sized = HEAP_BY_MEMORY.find(([upToGiB]) => nodeSizeRamGiB <= upToGiB)?.[1] ?? LARGEST_HEAP;
  const share = Math.floor(hostMiB / Math.max(1, nodesOnHost) / 2);
  return Math.max(MINIMUM_HEAP, Math.min(sized, share));
}

/** [node size memory up to (GiB), heap (MiB)], ascending. */
const HEAP_BY_MEMORY: ReadonlyArray<readonly [number, number]> = [
  [2, 512],
  [4, 1024],
  [8, 2048],
  [16, 3072],
  [32, 4096],
];
const LARGEST_HEAP = 6144;
export const MINIMUM_HEAP = 256;
