import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, buildPath, clusterListSchema, DEMO_ACCOUNT_NAME, DEMO_CLUSTERS } from '@datadeck/contracts';
import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import {
  type DemoIds,
  demoIdsFile,
  type SessionName,
  SESSION_USERS,
  sessionFile,
  signInThroughApi,
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
