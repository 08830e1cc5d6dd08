import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, DEMO_ACCOUNT_NAME, DEMO_PASSWORD, SESSION_COOKIE } from '@datadeck/contracts';
import { startChildServer, type RunningServer } from '../api/server.ts';

export interface Console {
  url: string;
  stop(): Promise<void>;
}

/**
 * The console as a fresh `npm start` runs it: one server (API + the built web app) in its own
 * process, the embedded database (PGlite) new in a temporary DATA_DIR and seeded with the demo
 * data, background jobs on.
 */
export async function startConsole(webDist: string, env: Record<string, string> = {}): Promise<Console> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-bench-lighthouse-'));
  let server: RunningServer;
  try {
    server = await startChildServer('', {
      env: { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'true', JOBS: 'true', WEB_DIST_DIR: webDist, ...env },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  /** The Cookie header carrying the session, for Lighthouse's --extra-headers. */
  cookie: string;
  /** The cluster list of the demo account with clusters: /accounts/{id}. */
  clusterListPath: string;
}

/** Signs a demo owner in through the API (as the sign-in page does) and finds the demo account. */
export async function signInDemoOwner(consoleUrl: string): Promise<SignedIn> {
  const { cookie, accountId } = await signInDemoUser(consoleUrl, 'demo-owner');
  return { cookie, clusterListPath: `/accounts/${accountId}` };
}

/** Signs a demo user of the Demo Account in through the API; its session cookie and the account's id. */
export async function signInDemoUser(
  consoleUrl: string,
  username: string,
): Promise<{ cookie: string; accountId: string }> {
  const response = await fetch(`${consoleUrl}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error('demo sign-in set no session cookie');
  const me = (await response.json()) as { accounts?: { id: string; name: string }[] };
  const account = me.accounts?.find((each) => each.name === DEMO_ACCOUNT_NAME);
  if (account === undefined) throw new Error(`${username} has no "${DEMO_ACCOUNT_NAME}"`);
  return { cookie, accountId: account.id };
}
