import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** A process's resident set, in MiB, from /proc/<pid>/status (VmRSS, in kB); null once it is gone. */
export async function rssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kB = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kB === undefined ? null : Number(kB) / 1024;
  } catch {
    return null;
  }
}

/** The pids whose command line contains `text` (pgrep exits 1 when none does). */
export function pidsMatching(text: string): number[] {
  const found = spawnSync('pgrep', ['-f', text], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => pid !== process.pid);
}

/** One reading: when (ms since the sampler started), the console's RSS, and its Kafka JVMs'. */
export interface RssSample {
  atMs: number;
  phase: string;
  consoleMiB: number;
  /** Kafka processes of the console's clusters running at that moment. */
  nodes: number;
  /** Their resident sets together, MiB. */
  nodesMiB: number;
}

/**
 * Reads the console's VmRSS (and its nodes') every `everyMs`, each sample tagged with the phase
 * the bench says it is in, until stopped. The nodes are every process whose command line names
 * the console's clusters folder.
 */
export function sampleRss(consolePid: number, clustersDir: string, everyMs = 500) {
  const samples: RssSample[] = [];
  const started = performance.now();
  let phase = 'start';
  // Read by the loop, set by stop(): an object, so the loop sees the change.
  const state = { stopped: false };
  const done = (async () => {
    while (!state.stopped) {
      const consoleMiB = await rssMiB(consolePid);
      if (consoleMiB === null) return;
      const nodePids = pidsMatching(`kafka.Kafka ${clustersDir}`);
      const nodeRss = await Promise.all(nodePids.map(rssMiB));
      samples.push({
        atMs: performance.now() - started,
        phase,
        consoleMiB,
        nodes: nodePids.length,
        nodesMiB: nodeRss.reduce<number>((sum, value) => sum + (value ?? 0), 0),
      });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    samples,
    /** Tags the samples from now on. */
    enter(next: string): void {
      phase = next;
    },
    async stop(): Promise<RssSample[]> {
      state.stopped = true;
      await done;
      return samples;
    },
  };
}

/** What a phase's samples show: the console's RSS (median, min, max) and the nodes beside it. */
export interface PhaseMemory {
  phase: string;
  seconds: number;
  samples: number;
  /** Nodes running during the phase (the most seen at once). */
  nodes: number;
  consoleMiB: { median: number; min: number; max: number };
  /** The nodes' JVMs together, median over the phase. */
  nodesMiB: number;
}

const median = (values: readonly number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export function phaseMemory(samples: readonly RssSample[], phase: string): PhaseMemory {
  const own = samples.filter((sample) => sample.phase === phase);
  const rss = own.map((sample) => sample.consoleMiB);
  return {
    phase,
    seconds: own.length === 0 ? 0 : ((own.at(-1)?.atMs ?? 0) - (own[0]?.atMs ?? 0)) / 1000,
    samples: own.length,
    nodes: Math.max(0, ...own.map((sample) => sample.nodes)),
    consoleMiB: { median: median(rss), min: Math.min(...rss), max: Math.max(...rss) },
    nodesMiB: median(own.map((sample) => sample.nodesMiB)),
  };
}

export { median };
