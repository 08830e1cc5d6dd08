import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, buildPath, clusterListSchema, DEMO_ACCOUNT_NAME, DEMO_CLUSTERS } from '@datadeck/contracts';
import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import { enrolAuthenticatorThroughApi, nextTotpCode } from '../support/mfa.ts';
import {
  type DemoIds,
  demoIdsFile,
  type SessionName,
  SESSION_USERS,
  sessionFile,
  signInThroughApi,
  STAFF_USER,
} from '../support/sessions.ts';

/*
 * Every journey but the sign-in form's own starts signed in: each demo role signs in here once,
 * through the API, and its session is saved as a storage state the tests load (support/sessions.ts).
 * One request context per session, so each has its own cookie.
 */

async function saveSession(request: APIRequestContext, session: SessionName): Promise<void> {
  mkdirSync(path.dirname(sessionFile(session)), { recursive: true });
  await request.storageState({ path: sessionFile(session) });
}

setup(
  'each demo role signs in once through the API; the demo ids are noted for deep links',
  async ({ playwright, baseURL }) => {
    const ids: DemoIds = { accounts: {}, clusters: {} };
    await Promise.all(
      SESSION_USERS.map(async (username) => {
        const request = await playwright.request.newContext({ baseURL });
        try {
          const me = await signInThroughApi(request, username);
          for (const account of me.accounts) ids.accounts[account.name] = account.id;
          await saveSession(request, username);
          if (username !== 'demo-owner') return;
          // Before any journey the list holds the seeded clusters only, all on its first page.
          const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
          const listed = await request.get(buildPath(api.clusters.list.path, { accountId }));
          expect(listed.status(), await listed.text()).toBe(api.clusters.list.status);
          for (const cluster of clusterListSchema.parse(await listed.json()).results) {
            if (DEMO_CLUSTERS.some((seeded) => seeded.name === cluster.name)) ids.clusters[cluster.name] = cluster.id;
          }
          expect(Object.keys(ids.clusters)).toHaveLength(DEMO_CLUSTERS.length);
        } finally {
          await request.dispose();
        }
      }),
    );
    writeFileSync(demoIdsFile, JSON.stringify(ids));
  },
);

setup(
  'the staff user sets up MFA through the API, and signs a second session in with the next code',
  async ({ playwright, baseURL }) => {
    // Staff must set MFA up before anything else: sign-in.spec.ts sends a staff user to the set-up
    // page and compliance.spec.ts goes through it in the browser. Here it is the journeys' set-up.
    const enrolling = await playwright.request.newContext({ baseURL });
    const second = await playwright.request.newContext({ baseURL });
    try {
      const me = await signInThroughApi(enrolling, STAFF_USER);
      expect(me.mfaSetupRequired).toBe(true);
      await enrolAuthenticatorThroughApi(enrolling, STAFF_USER, me);
      await saveSession(enrolling, STAFF_USER);
      // The enrolment used this step's code; the server takes the next step's at once, no waiting.
      await signInThroughApi(second, STAFF_USER, { mfaCode: await nextTotpCode(STAFF_USER) });
      await saveSession(second, 'demo-support-impersonating');
    } finally {
      await enrolling.dispose();
      await second.dispose();
    }
  },
);
