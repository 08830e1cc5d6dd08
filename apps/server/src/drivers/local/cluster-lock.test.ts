import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withClusterLock } from './cluster-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cluster-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Records when each look starts and ends, so overlapping looks show. */
function recorder() {
  const events: string[] = [];
  const look = (name: string, ms: number) => async () => {
    events.push(`${name} in`);
    await delay(ms);
    events.push(`${name} out`);
    return name;
  };
  return { events, look };
}

describe('one look at a cluster at a time', () => {
  it('runs looks of one cluster in this process one after the other', async () => {
    const { events, look } = recorder();
    await Promise.all([
      withClusterLock(dir, look('a', 30)),
      withClusterLock(dir, look('b', 5)),
      withClusterLock(dir, look('c', 5)),
    ]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('goes on after a look that failed', async () => {
    await expect(withClusterLock(dir, async () => Promise.reject(new Error('the engine refused')))).rejects.toThrow(
      'the engine refused',
    );
    await expect(withClusterLock(dir, async () => 'next')).resolves.toBe('next');
  });

  it('waits for a look held by another live process, and takes over a lock whose process is gone', async () => {
    // Another console: holds the lock file with its own pid for a moment.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 400)']);
    await new Promise((resolve) => holder.once('spawn', resolve));
    await writeFile(path.join(dir, '.look.lock'), String(holder.pid));
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    let holderRunningAtLook: boolean | undefined;
    await withClusterLock(dir, async () => {
      holderRunningAtLook = holder.exitCode === null;
    });
    // It ran only once the holder was gone (the holder never removed its lock: it was "killed").
    expect(holderRunningAtLook).toBe(false);
    await exited;
  });
});
