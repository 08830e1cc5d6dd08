import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { hasCode } from './system-errors.ts';

/**
 * One look at a cluster's processes at a time, across every console instance on this host: two
 * looks at once (the engine allows them, and two instances share one database) could both see a
 * node down and both start it. An exclusive lock file in the cluster's folder names the process
 * holding it; a lock whose process is gone (a console killed mid-look) is taken over.
 */
const LOCK_FILE = '.look.lock';
const RETRY_MS = 100;
/** Longer than any look (a deletion stops every node within its grace period). */
const WAIT_MS = 120_000;

/** In this process, looks at one cluster queue behind each other before they touch the file. */
const queues = new Map<string, Promise<unknown>>();

export function withClusterLock<T>(clusterDir: string, look: () => Promise<T>): Promise<T> {
  const previous = queues.get(clusterDir) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(() => underFileLock(clusterDir, look));
  queues.set(clusterDir, mine);
  // The queue forgets a cluster once nothing waits behind this look.
  void mine.finally(() => queues.get(clusterDir) === mine && queues.delete(clusterDir)).catch(() => undefined);
  return mine;
}

async function underFileLock<T>(clusterDir: string, look: () => Promise<T>): Promise<T> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const file = path.join(clusterDir, LOCK_FILE);
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) throw error;
      if (await holderIsGone(file)) {
        await rm(file, { force: true });
        continue;
      }
      if (Date.now() > giveUpAt) throw new Error(`Another console holds ${file}`, { cause: error });
      await delay(RETRY_MS);
    }
  }
  try {
    return await look();
  } finally {
    await rm(file, { force: true });
  }
}

/** Whether the lock's holder no longer runs (the file names its pid). */
async function holderIsGone(file: string): Promise<boolean> {
  const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0) {
    // Being written this very moment, or left empty by a console killed in between: gone once old.
    const written = await stat(file).catch(() => null);
    return written !== null && Date.now() - written.mtimeMs > 5_000;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return hasCode(error, 'ESRCH');
  }
}
