import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, lastLines, type ProcessIdentity, stopProcess, startProcess } from './processes.ts';

let dir: string;
const started: ProcessIdentity[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'datadeck-processes-'));
});
afterEach(async () => {
  // Whatever a test left running (a failed assertion) is stopped before the next one.
  for (const identity of started.splice(0)) await stopProcess(identity, 0);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function start(script: string, logName: string): Promise<ProcessIdentity> {
  const identity = await startProcess({
    command: 'sh',
    args: ['-c', script],
    cwd: dir,
    env: { PATH: process.env.PATH },
    logFile: path.join(dir, logName),
  });
  started.push(identity);
  return identity;
}

/** Pids of every process in the process group (field 5 of /proc/<pid>/stat). */
async function groupMembers(pgid: number): Promise<number[]> {
  const members: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[5 - 3] === String(pgid) && fields[0] !== 'Z') members.push(Number(entry));
  }
  return members;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await delay(20);
}

describe('startProcess', () => {
  it('runs the command detached, its stdout and stderr appended to the log, until stopped', async () => {
    const logFile = path.join(dir, 'both.log');
    await writeFile(logFile, 'before\n');
    const identity = await start('echo out; echo err >&2; exec sleep 60', 'both.log');
    expect(await isAlive(identity)).toBe(true);
    // Its own process group, led by it: stopping the group reaches nothing of the console's.
    expect(await groupMembers(identity.pid)).toEqual([identity.pid]);
    await until(async () => (await readFile(logFile, 'utf8')).includes('err'));
    expect((await readFile(logFile, 'utf8')).split('\n').toSorted()).toEqual(['', 'before', 'err', 'out']);

    await stopProcess(identity, 10_000);
    expect(await isAlive(identity)).toBe(false);
  });

  it('rejects when the command does not exist', async () => {
    await expect(
      startProcess({
        command: path.join(dir, 'no-such-java'),
        args: [],
        cwd: dir,
        env: {},
        logFile: path.join(dir, 'missing.log'),
      }),
    ).rejects.toThrow(/Could not start .*no-such-java: .*ENOENT/);
  });
});

describe('isAlive', () => {
  it('is false for a pid whose start time is another process’s (a reused pid)', async () => {
    const identity = await start('exec sleep 60', 'reused.log');
    expect(await isAlive({ pid: identity.pid, startTime: identity.startTime + 1 })).toBe(false);
    // And stopping that other identity leaves the real process alone.
    await stopProcess({ pid: identity.pid, startTime: identity.startTime + 1 }, 0);
    expect(await isAlive(identity)).toBe(true);
  });

  it('is false for a zombie', async () => {
    // `sleep 0` ends while its parent, replaced by `sleep 60`, never reaps it: a zombie.
    const parent = await start('sleep 0 & echo $!; exec sleep 60', 'zombie.log');
    await until(async () => (await readFile(path.join(dir, 'zombie.log'), 'utf8')).trim() !== '');
    const zombiePid = Number((await readFile(path.join(dir, 'zombie.log'), 'utf8')).trim());
    await until(async () => (await readFile(`/proc/${zombiePid}/stat`, 'utf8')).includes(') Z '));
    const fields = (await readFile(`/proc/${zombiePid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    expect(await isAlive({ pid: zombiePid, startTime: Number(fields[19]) })).toBe(false);
    expect(await isAlive(parent)).toBe(true);
  });

  it('is false for a pid that no longer exists', async () => {
    // Alive long enough for startProcess to read its identity (one gone at once makes it reject).
    const identity = await start('sleep 0.2', 'exit.log');
    await until(async () => !(await isAlive(identity)));
    expect(await isAlive(identity)).toBe(false);
  });
});

describe('stopProcess', () => {
  it('kills the whole group with SIGKILL after the grace period when SIGTERM is ignored', async () => {
    // The shell and its `sleep` children ignore SIGTERM (an ignored signal stays ignored across exec).
    const identity = await start("trap '' TERM; while true; do sleep 1; done", 'stubborn.log');
    await until(async () => (await groupMembers(identity.pid)).length === 2);
    await stopProcess(identity, 300);
    expect(await isAlive(identity)).toBe(false);
    expect(await groupMembers(identity.pid)).toEqual([]);
  });

  it('resolves at once for a process already gone', async () => {
    const identity = await start('sleep 0.2', 'gone.log');
    await until(async () => !(await isAlive(identity)));
    await stopProcess(identity, 60_000);
    expect(await isAlive(identity)).toBe(false);
  });
});

describe('lastLines', () => {
  it('gives the last lines of a file larger than the chunk it reads at a time', async () => {
    const file = path.join(dir, 'big.log');
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);
    await writeFile(file, `${lines.join('\n')}\n`);
    expect(await lastLines(file, 3)).toEqual(lines.slice(-3));
    expect(await lastLines(file, 2_000)).toEqual(lines.slice(-2_000));
  });

  it('keeps a last line without a line break, and gives all when there are fewer', async () => {
    const file = path.join(dir, 'short.log');
    await writeFile(file, 'one\ntwo\nthree');
    expect(await lastLines(file, 2)).toEqual(['two', 'three']);
    expect(await lastLines(file, 10)).toEqual(['one', 'two', 'three']);
  });

  it('gives none for a missing or empty file', async () => {
    expect(await lastLines(path.join(dir, 'absent.log'), 5)).toEqual([]);
    await writeFile(path.join(dir, 'empty.log'), '');
    expect(await lastLines(path.join(dir, 'empty.log'), 5)).toEqual([]);
  });
});
