import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, release } from 'node:os';

/** The machine and code a result was measured on: numbers compare between runs of the same. */
export interface Meta {
  startedAt: string;
  commit: string;
  /** Uncommitted changes in the working tree when the run started. */
  dirty: boolean;
  node: string;
  os: string;
  cpu: string;
  cores: number;
  /** 1-minute load average when the run started: another busy process skews the numbers. */
  loadAverage: number;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function collectMeta(): Meta {
  return {
    startedAt: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: git(['status', '--porcelain']) !== '',
    node: process.version,
    os: `${process.platform} ${release()}`,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    loadAverage: loadavg()[0] ?? 0,
  };
}
