import { existsSync } from 'node:fs';
import { readFile, statfs } from 'node:fs/promises';
import path from 'node:path';

/** What this host has free now, for the up-front refusal of a cluster it cannot hold. */
export interface HostCapacity {
  /** Memory the kernel could give new processes without swapping (MemAvailable), MiB. */
  availableMemoryMiB: number;
  /** Free disk on the filesystem of the clusters folder, GB (10^9 bytes, as node sizes count). */
  freeDiskGB: number;
}

/** MemAvailable from /proc/meminfo: free memory plus what the page cache would give back. */
async function availableMemoryMiB(): Promise<number> {
  const meminfo = await readFile('/proc/meminfo', 'utf8');
  const kib = Number(/^MemAvailable:\s+(\d+) kB$/m.exec(meminfo)?.[1] ?? Number.NaN);
  if (!Number.isFinite(kib)) throw new Error('/proc/meminfo gives no MemAvailable');
  return Math.floor(kib / 1024);
}

/** The folder itself, or its nearest existing parent (the clusters folder comes with the first cluster). */
function existingAncestor(folder: string): string {
  let current = path.resolve(folder);
  while (!existsSync(current)) current = path.dirname(current);
  return current;
}

export async function hostCapacity(clustersDir: string): Promise<HostCapacity> {
  const disk = await statfs(existingAncestor(clustersDir));
  return {
    availableMemoryMiB: await availableMemoryMiB(),
    freeDiskGB: Math.floor((disk.bavail * disk.bsize) / 1e9),
  };
}
