import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { hasCode } from './system-errors.ts';

/**
 * What the local driver remembers of one node, in `{nodeDir}/node.json`: the files outlive the
 * console (even a kill -9), so a restarted console re-adopts the process they name instead of
 * starting a second one, and never gives the node's ports to another.
 */
export const nodeStateSchema = z.object({
  /** The running process; null before the first start and after a stop. */
  process: z
    .object({
      pid: z.number().int().positive(),
      /** Field 22 of /proc/<pid>/stat: with the pid, the identity of the process (processes.ts). */
      startTime: z.number().int().min(0),
    })
    .nullable(),
  /** The node's ports by use, e.g. `client`, `internal`, `controller`, `jolokia`. */
  ports: z.record(z.string(), z.number().int().min(1).max(65_535)),
  /** Restarts after the process died on its own, for the bounded back-off. */
  restarts: z.number().int().min(0),
  /** When the next restart may happen (ISO 8601); null when none is due. */
  nextRestartAt: z.string().datetime().nullable(),
});

export type NodeState = z.infer<typeof nodeStateSchema>;

const FILE = 'node.json';

/** The node's state, or null when the node has none yet. A file that does not parse throws. */
export async function readNodeState(nodeDir: string): Promise<NodeState | null> {
  const file = path.join(nodeDir, FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return null;
    throw error;
  }
  try {
    return nodeStateSchema.parse(JSON.parse(text));
  } catch (error) {
    // Named, so whoever reads the console's log knows which file to look at.
    throw new Error(`${file} is not a node state: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Writes node.json whole or not at all: a temporary file renamed over it, so a crash in between
 * leaves the previous state, never half a file the next console could not read.
 */
export async function writeNodeState(nodeDir: string, state: NodeState): Promise<void> {
  const target = path.join(nodeDir, FILE);
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(nodeStateSchema.parse(state), null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Every port recorded by a node.json under the clusters dir (`{clusterId}/{nodeId}/node.json`):
 * what port allocation must skip even while those nodes are stopped.
 */
export async function recordedPorts(clustersDir: string): Promise<Set<number>> {
  const ports = new Set<number>();
  for (const cluster of await subdirectories(clustersDir)) {
    for (const node of await subdirectories(cluster)) {
      const state = await readNodeState(node);
      for (const port of Object.values(state?.ports ?? {})) ports.add(port);
    }
  }
  return ports;
}

async function subdirectories(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(dir, entry.name));
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return [];
    throw error;
  }
}
