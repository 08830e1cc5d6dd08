import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, buildPath, CSRF_HEADER, securitySettingsSchema, type SecuritySettings } from '@datadeck/contracts';
import { expect, request as playwrightRequest } from '@playwright/test';
// The only e2e file that imports the server (.dependency-cruiser.cjs, e2e-black-box): a console
// whose time the test moves cannot be a black box, and the shipped server has no way to move it.
import { buildApp } from '../../apps/server/src/app.ts';
import { authJobs, REVOKE_INACTIVE_USERS } from '../../apps/server/src/modules/auth/jobs.ts';
import { ManualClock } from '../../apps/server/src/platform/clock.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { signInThroughApi } from './sessions.ts';

/** A cold embedded database with the demo seed on 2 busy cores: well under this. */
export const CLOCKED_CONSOLE_START_MS = 120_000;

export interface ClockedConsole {
  /** http://127.0.0.1:<port>, the spec's baseURL. */
  url: string;
  /** The server's time: starts at the wall clock's now, moves only when the test moves it. */
  clock: ManualClock;
  /**
   * The daily inactivity revocation (03:15 UTC by pg-boss's wall-clock schedule), run now on the
   * console's clock: the job's own definition, as the schedule would run it.
   */
  runInactivityRevocation(): Promise<void>;
  stop(): Promise<void>;
}

const clockedConsoleUrl = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * The console of one spec file whose rules take days or hours (issue 33: password expiry, session
 * time-outs, inactivity revocation): the server of `npm start` (buildApp, the built web app, the
 * demo seed, a fresh embedded database in a temporary DATA_DIR), started in the Playwright worker
 * with a ManualClock, so the test moves the server's time and nothing in the shipped server can.
 *
 * No background jobs (JOBS=false): pg-boss schedules them by the wall clock, which a moved clock
 * does not reach; the one a journey needs is run by the test (runInactivityRevocation). No card
 * payments and no e-mail (written to the log): none of these journeys pays or reads mail.
 */
export async function startClockedConsole(port: number): Promise<ClockedConsole> {
  const url = clockedConsoleUrl(port);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-e2e-clocked-'));
  const clock = new ManualClock(new Date());
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JOBS: 'false',
    PAY_PROVIDER: 'none',
  });
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { clock });
    await app.server.listen({ port, host: config.host });
  } catch (error) {
    await removeData();
    throw error;
  }
  const revocation = authJobs(app.context).find((job) => job.name === REVOKE_INACTIVE_USERS);
  if (revocation === undefined) throw new Error(`no ${REVOKE_INACTIVE_USERS} job among the auth jobs`);
  return {
    url,
    clock,
    runInactivityRevocation: () => revocation.run(app.server.log, {}),
    stop: async () => {
      // Closing the server closes the database it opened (app.ts).
      await app.server.close();
      await removeData();
    },
  };
}

/**
 * Sets security settings of an account, as its owner through the API: the journeys' set-up, not
 * what they show (the security tab has journeys of its own). The owner signs in to do it, which
 * counts as a sign-in for inactivity revocation. Returns the account's id.
 */
export async function setSecuritySettings(
  consoleUrl: string,
  owner: string,
  accountName: string,
  settings: Partial<SecuritySettings>,
): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL: consoleUrl });
  try {
    const me = await signInThroughApi(request, owner);
    const accountId = me.accounts.find((account) => account.name === accountName)?.id;
    if (accountId === undefined) throw new Error(`${owner} is not linked to ${accountName}`);
    const settingsPath = buildPath(api.security.get.path, { accountId });
    const current = securitySettingsSchema.parse(await (await request.get(settingsPath)).json());
    const response = await request.put(buildPath(api.security.update.path, { accountId }), {
      data: { ...current, ...settings },
      headers: { [CSRF_HEADER]: me.csrfToken },
    });
    expect(response.status(), await response.text()).toBe(api.security.update.status);
    return accountId;
  } finally {
    await request.dispose();
  }
}
