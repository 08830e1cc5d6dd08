import { api, BACKGROUND_READ_HEADER, LIMITS } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Signed in as a user under the short (15-minute) session timeout, with its account. */
async function shortSession() {
  const accountId = await createAccount(app.context.db, { shortTimeoutOnSessionInactivity: true });
  const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now() });
  await linkUser(app.context.db, accountId, user.id, 'CLUSTER_ADMIN');
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  return { client, accountId };
}

const background = { headers: { [BACKGROUND_READ_HEADER]: '1' } };
/** The console polls every 2 s; a minute's steps are enough to pass every touch interval. */
const POLL_STEP_MS = 60_000;

describe('session activity', () => {
  it('lets a session left to polling time out: background reads work but do not extend it', async () => {
    const { client, accountId } = await shortSession();
    const list = () => client.call(api.clusters.list, { params: { accountId }, query: {}, ...background });
    let elapsed = 0;
    for (; elapsed + POLL_STEP_MS < LIMITS.sessionShortTimeoutMs; elapsed += POLL_STEP_MS) {
      app.clock.advance(POLL_STEP_MS);
      expect((await list()).status).toBe(200);
    }
    app.clock.advance(LIMITS.sessionShortTimeoutMs - elapsed + 1);
    expect((await list()).status).toBe(401);
  });

  it('extends the session on a read without the mark (a page load, a script)', async () => {
    const { client, accountId } = await shortSession();
    for (let elapsed = 0; elapsed < LIMITS.sessionShortTimeoutMs + POLL_STEP_MS; elapsed += POLL_STEP_MS) {
      app.clock.advance(POLL_STEP_MS);
      expect((await client.call(api.clusters.list, { params: { accountId }, query: {} })).status).toBe(200);
    }
  });

  it('counts a change as activity even when it carries the mark', async () => {
    const { client } = await shortSession();
    const nearlyTimedOut = LIMITS.sessionShortTimeoutMs - POLL_STEP_MS;
    app.clock.advance(nearlyTimedOut);
    expect((await client.call(api.auth.startMfaEnrolment, background)).status).toBe(api.auth.startMfaEnrolment.status);
    app.clock.advance(nearlyTimedOut);
    expect((await client.call(api.auth.me, background)).status).toBe(200);
  });
});
