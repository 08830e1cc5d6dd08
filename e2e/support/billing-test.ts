import { test as base, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { billingConsoleStarted, billingConsoleUrl } from './billing-console.ts';
import { signInThroughApi } from './sessions.ts';

/** The roles the billing journeys act as, on the billing console's own Demo Account. */
export type BillingUser = 'demo-billing' | 'demo-admin' | 'demo-readonly';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The billing console, started, and a session of each role on it. */
interface BillingConsole {
  url: string;
  sessions: Record<BillingUser, StorageState>;
}

/** Signs a user in on the billing console through the API and returns the session's state. */
async function signedInState(playwright: PlaywrightWorkerArgs['playwright'], username: BillingUser) {
  const request = await playwright.request.newContext({ baseURL: billingConsoleUrl() });
  try {
    await signInThroughApi(request, username);
    return await request.storageState();
  } finally {
    await request.dispose();
  }
}

/**
 * The billing journeys' test: on the billing console (support/billing-console.ts), signed in as
 * `billingUser` (demo-billing unless a describe says otherwise). Each worker signs the roles in
 * once, through the API, when its first billing journey starts.
 */
export const test = base.extend<{ billingUser: BillingUser }, { billingConsole: BillingConsole }>({
  billingConsole: [
    async ({ playwright }, use) => {
      await billingConsoleStarted();
      await use({
        url: billingConsoleUrl(),
        sessions: {
          'demo-billing': await signedInState(playwright, 'demo-billing'),
          'demo-admin': await signedInState(playwright, 'demo-admin'),
          'demo-readonly': await signedInState(playwright, 'demo-readonly'),
        },
      });
    },
    // The console may still be starting when the first billing journey does.
    { scope: 'worker', timeout: 150_000 },
  ],
  billingUser: ['demo-billing', { option: true }],
  baseURL: async ({ billingConsole }, use) => use(billingConsole.url),
  storageState: async ({ billingConsole, billingUser }, use) => use(billingConsole.sessions[billingUser]),
});

export { expect } from '@playwright/test';
