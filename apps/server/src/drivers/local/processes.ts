import { spawn } from 'node:child_process';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { hasCode } from './system-errors.ts';

/**
 * A process as the local driver knows it. The pid alone is not enough: after the process dies
 * the kernel may give its pid to another, and the console (restarted, reading node.json) must
 * never take that one for its node, nor signal it. The start time (field 22 of /proc/<pid>/stat,
 * clock ticks since boot) never repeats for a pid within a boot, so pid and start time together
 * name one process.
 */
export interface ProcessIdentity {
  pid: number;
  startTime: number;
}

export interface ProcessStart {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where the process's stdout and stderr go, appended (the file is created 0600). */
  logFile: string;
}

/**
 * Starts a process that outlives the console: detached into its own process group (so stopping
 * it reaches anything it forks, and a signal to the console's group, e.g. Ctrl-C, does not reach
 * it), its output in `logFile` (no pipe to a console that may be gone), and unref'd so the
 * console can exit while it runs. Rejects when the command cannot be run (e.g. no java).
 */
export async function startProcess({ command, args, cwd, env, logFile }: ProcessStart): Promise<ProcessIdentity> {
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = await open(logFile, 'a', 0o600);
  try {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log.fd, log.fd] });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => reject(new Error(`Could not start ${command}: ${error.message}`)));
    });
    child.unref();
    const pid = child.pid;
    const stat = pid === undefined ? null : await readStat(pid);
    if (pid === undefined || stat === null) throw new Error(`${command} ended as soon as it started: see ${logFile}`);
    return { pid, startTime: stat.startTime };
  } finally {
    // The child has its own copy of the descriptor; the console's is no longer needed.
    await log.close();
  }
}

/** Whether the process still runs: its pid exists, is the same process, and is not a zombie. */
export async function isAlive(identity: ProcessIdentity): Promise<boolean> {
  const stat = await readStat(identity.pid);
  return stat !== null && stat.startTime === identity.startTime && stat.state !== 'Z' && stat.state !== 'X';
}

/** How often a stop looks whether the process is gone. */
const STOP_POLL_MS = 50;

/**
 * Stops the process and its group: SIGTERM (Kafka shuts down cleanly on it), then SIGKILL once
 * `graceMs` have passed. Resolves when the process is gone; at once if it already was (or if
 * its pid now names another process, which is never signalled).
 */
export async function stopProcess(identity: ProcessIdentity, graceMs: number): Promise<void> {
  if (!(await isAlive(identity))) return;
  signalGroup(identity.pid, 'SIGTERM');
  const killAt = Date.now() + graceMs;
  let killed = false;
  while (await isAlive(identity)) {
    if (!killed && Date.now() >= killAt) {
      signalGroup(identity.pid, 'SIGKILL');
      killed = true;
    }
    await delay(STOP_POLL_MS);
  }
}

/** Signals the process group the process leads; the process alone if it leads none. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (!hasCode(error, 'ESRCH')) throw error;
    try {
      process.kill(pid, signal);
    } catch (single) {
      // Gone between the look and the signal: what the caller wanted.
      if (!hasCode(single, 'ESRCH')) throw single;
    }
  }
}

interface ProcStat {
  /** R, S, D, Z (zombie), T, X (dead), ... */
  state: string;
  startTime: number;
}

/** /proc/<pid>/stat's state and start time; null when there is no such process. */
async function readStat(pid: number): Promise<ProcStat | null> {
  let text: string;
  try {
    text = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if (hasCode(error, 'ENOENT') || hasCode(error, 'ESRCH')) return null;
    throw error;
  }
  // Field 2, the command name in parentheses, may hold spaces and parentheses itself: the fields
  // are counted from after its last `)`, where field 3 (the state) begins.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[22 - 3];
  if (state === undefined || startTime === undefined) return null;
  return { state, startTime: Number(startTime) };
}

/** How much of a log's end is read at a time, looking for its last lines. */
const TAIL_CHUNK = 64 * 1024;

/**
 * The last `n` lines of a file (a log that may be large: only its tail is read); none when the
 * file does not exist.
 */
export async function lastLines(file: string, n: number): Promise<string[]> {
  if (n <= 0) return [];
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return [];
    throw error;
  }
  try {
    const { size } = await handle.stat();
    let start = size;
    let tail = Buffer.alloc(0);
    // Read backwards until the tail holds n full lines (n + 1 line breaks, counting the final one).
    while (start > 0 && countNewlines(tail) <= n) {
      const length = Math.min(TAIL_CHUNK, start);
      start -= length;
      const chunk = Buffer.alloc(length);
      await handle.read(chunk, 0, length, start);
      tail = Buffer.concat([chunk, tail]);
    }
    const lines = tail.toString('utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    return lines.slice(-n);
  } finally {
    await handle.close();
  }
}

function countNewlines(buffer: Buffer): number {
  let count = 0;
  for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) count += 1;
  return count;
}
