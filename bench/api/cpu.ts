import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the CPU went during a measurement, from /proc (Linux): the server process, every
 * `postgres` process of the machine (backends and background workers; another client of the
 * same PostgreSQL would be counted too) and the bench process running the load generator.
 */
export interface CpuSample {
  at: number;
  server: number;
  /** The server runs in this process (in-process mode): its time is the bench's. */
  serverIsBench: boolean;
  postgres: Map<number, number>;
  bench: number;
  machineBusy: number;
  machineTotal: number;
}

export interface CpuUse {
  /** Cores busy on average (1 = one core fully used). */
  serverCores: number;
  postgresCores: number;
  /** The bench process: autocannon, plus the server when it runs in-process. */
  benchCores: number;
  machineBusyCores: number;
  /** Busy cores not accounted for by the three above: anything else running skews the numbers. */
  otherCores: number;
  machineCores: number;
  /** CPU time per completed request, in microseconds. */
  serverUsPerRequest: number;
  postgresUsPerRequest: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process, in seconds; 0 when it is gone. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function postgresProcesses(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    seconds.set(Number(entry), processSeconds(Number(entry)));
  }
  return seconds;
}

/** The machine's CPU counters since boot (/proc/stat, in ticks): all, idle (waiting included), stolen. */
export interface MachineTicks {
  total: number;
  idle: number;
  steal: number;
}

export function machineTicks(): MachineTicks {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
}

function machineSeconds(): { busy: number; total: number } {
  const { total, idle } = machineTicks();
  return { busy: (total - idle) / ticksPerSecond, total: total / ticksPerSecond };
}

export function sampleCpu(serverPid: number): CpuSample {
  const usage = process.cpuUsage();
  const machine = machineSeconds();
  return {
    at: performance.now(),
    server: processSeconds(serverPid),
    serverIsBench: serverPid === process.pid,
    postgres: postgresProcesses(),
    bench: (usage.user + usage.system) / 1e6,
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

export function cpuBetween(before: CpuSample, after: CpuSample, requests: number, cores: number): CpuUse {
  const wall = (after.at - before.at) / 1000;
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  // In-process, the server is the bench process: its time is counted once, as the bench's.
  const server = after.server - before.server;
  const bench = after.bench - before.bench;
  const inProcess = after.serverIsBench;
  const perRequest = (seconds: number) => (requests > 0 ? (seconds / requests) * 1e6 : Number.NaN);
  const machineBusyCores =
    ((after.machineBusy - before.machineBusy) / (after.machineTotal - before.machineTotal)) * cores;
  return {
    serverCores: inProcess ? Number.NaN : server / wall,
    postgresCores: postgres / wall,
    benchCores: bench / wall,
    machineBusyCores,
    otherCores: Math.max(0, machineBusyCores - (postgres + bench + (inProcess ? 0 : server)) / wall),
    machineCores: cores,
    serverUsPerRequest: perRequest(server),
    postgresUsPerRequest: perRequest(postgres),
  };
}
