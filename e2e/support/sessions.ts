import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, DEMO_PASSWORD, meSchema, type Me } from '@datadeck/contracts';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OUTPUT_DIR } from './paths.ts';

/**
 * The demo users whose sessions setup/sessions.setup.ts signs in once per run, through the API as
 * the web app's sign-in form does, and saves as Playwright storage states: a journey starts
 * signed in instead of going through the form again. The sign-in form has journeys of its own
 * (sign-in.spec.ts, navigation.spec.ts).
 */
export const SESSION_USERS = [
  'demo-owner',
  'demo-admin',
  'demo-deputy',
  'demo-billing',
  'demo-readonly',
  'demo-compliance',
] as const;
export type SessionUser = (typeof SESSION_USERS)[number];

/**
 * The staff user the set-up signs in too, after setting up their MFA through the API (staff must,
 * before anything else): staff.spec.ts and identity-providers.spec.ts act as them.
 */
export const STAFF_USER = 'demo-support';

/**
 * The sessions saved: one per demo role, and two of the staff user. Impersonation belongs to a
 * session, so the impersonating journey has one of its own: the other staff journeys, on the
 * first, are never someone else meanwhile.
 */
export type SessionName = SessionUser | typeof STAFF_USER | 'demo-support-impersonating';

/** The demo user a saved session is signed in as. */
export const userOfSession = (session: SessionName) =>
  session === 'demo-support-impersonating' ? STAFF_USER : session;

const SESSIONS_DIR = path.join(OUTPUT_DIR, '.sessions');

/** The storage state file of a saved session. */
export const sessionFile = (session: SessionName): string => path.join(SESSIONS_DIR, `${session}.json`);

/** What the set-up learnt of the demo data: account and seeded cluster ids by name, for deep links. */
export interface DemoIds {
  accounts: Record<string, string>;
  clusters: Record<string, string>;
}

export const demoIdsFile = path.join(SESSIONS_DIR, 'demo-ids.json');

let demoIds: DemoIds | undefined;

function readDemoIds(): DemoIds {
  demoIds ??= JSON.parse(readFileSync(demoIdsFile, 'utf8')) as DemoIds;
  return demoIds;
}

/** The id of a demo account, by name. */
export function accountIdNamed(name: string): string {
  const id = readDemoIds().accounts[name];
  if (id === undefined) throw new Error(`the set-up found no account named ${name}`);
  return id;
}

/** The id of a seeded cluster of the Demo Account, by name. */
export function seededClusterId(name: string): string {
  const id = readDemoIds().clusters[name];
  if (id === undefined) throw new Error(`the set-up found no seeded cluster named ${name}`);
  return id;
}

/**
 * Signs in through the console API, as the sign-in form does: the session cookie lands in the
 * cookies of `request` (a browser context's `request` signs that browser in).
 */
export async function signInThroughApi(
  request: APIRequestContext,
  username: string,
  {
    password = DEMO_PASSWORD,
    mfaCode,
    consoleUrl = '',
  }: {
    password?: string;
    mfaCode?: string /** Another console than the suite's (its origin). */;
    consoleUrl?: string;
  } = {},
): Promise<Me> {
  const response = await request.post(`${consoleUrl}${api.auth.login.path}`, {
    data: mfaCode === undefined ? { username, password } : { username, password, mfaCode },
  });
  expect(response.status(), await response.text()).toBe(api.auth.login.status);
  return meSchema.parse(await response.json());
}

/** A page in a browser of its own, signed in with a saved session (a second person of a journey). */
export async function signedInPage(browser: Browser, session: SessionName): Promise<Page> {
  const context = await browser.newContext({ storageState: sessionFile(session) });
  return context.newPage();
}

/**
 * Signs the page's browser in with a saved session, replacing the one it had: its cookies, which
 * is all a console session is (the CSRF token comes with /v1/me). Journeys that end their session
 * (signing out) sign in through the form instead, so a shared session is never ended.
 */
export async function useSavedSession(page: Page, session: SessionName): Promise<void> {
  const state = JSON.parse(readFileSync(sessionFile(session), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().clearCookies();
  await page.context().addCookies(state.cookies);
}
