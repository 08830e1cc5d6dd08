import {
  api,
  meSchema,
  type Me,
  type Role,
  SSO_SERVICE_PATHS,
  ssoRefusalPath,
  ssoServiceStartUrl,
  type SsoRefusal,
  type SsoServiceStartQuery,
} from '@datadeck/contracts';
import { freePort } from '@datadeck/service-kit/testing';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAccount } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditEvents } from '../../platform/db/schema.ts';
import { invitationMail } from '../invitations/invitation-test-kit.ts';
import { member } from '../../../test/people.ts';
import { type AtProvider, locationOf, TestBrowser, throughProvider } from './browser-test-kit.ts';
import { startTestProvider, type TestProvider } from '@datadeck/test-idp/oidc';

/**
 * The console's PUBLIC_URL in these tests: the address the provider sends browsers back to, as
 * a console behind a proxy has. The tests' browser takes it to where the test app listens.
 */
export const PUBLIC_URL = 'http://console.test';

/** acme and other: services of the in-process provider; down: one whose provider is not there. */
export const ACME = { name: 'acme', displayName: 'Acme ID' } as const;
export const OTHER = { name: 'other', displayName: 'Other ID' } as const;
export const DOWN = { name: 'down', displayName: 'Down ID' } as const;

export interface SsoTestApp {
  app: TestApp;
  provider: TestProvider;
  /** A new browser, with no cookies: one person's. */
  browser(): TestBrowser;
  close(): Promise<void>;
}

/** A real OpenID provider, and the console over a fresh database with its services configured. */
export async function startSsoTestApp(): Promise<SsoTestApp> {
  const provider = await startTestProvider(
    [ACME, OTHER].map((service) => `${PUBLIC_URL}${SSO_SERVICE_PATHS.callback(service.name)}`),
  );
  const client = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret };
  const down = { issuer: `http://127.0.0.1:${await freePort()}`, clientId: 'nobody', clientSecret: 'nothing' };
  const app = await startTestApp({
    PUBLIC_URL,
    SSO_OIDC_PROVIDERS: JSON.stringify([
      { ...ACME, ...client },
      { ...OTHER, ...client },
      { ...DOWN, ...down },
    ]),
  });
  return {
    app,
    provider,
    browser: () => new TestBrowser(new Map([[PUBLIC_URL, app.url]])),
    close: async () => {
      await app.close();
      await provider.close();
    },
  };
}

let invitations = 0;

/** An account whose owner invited `email` with the role, allowing the services: the link's token. */
export async function invite(
  app: TestApp,
  { email, role = 'CLUSTER_ADMIN', services = [ACME.name] }: { email: string; role?: Role; services?: string[] },
) {
  const accountName = `SSO account ${++invitations}`;
  const accountId = await createAccount(app.context.db, { name: accountName });
  const owner = await member(app, accountId, 'OWNER');
  await owner.client.ok(api.invitations.create, {
    params: { accountId },
    body: { email, profile: role, allowedStandardSsoServices: services },
  });
  const { token } = await invitationMail(app, email);
  return { accountId, accountName, owner, token };
}

const isCallback = (url: URL) => url.origin === PUBLIC_URL && url.pathname.endsWith('/callback');

/** The address the browser starts a service's sign-in at (as the console's buttons link). */
export const startUrl = (service: string, query: SsoServiceStartQuery = {}) =>
  `${PUBLIC_URL}${ssoServiceStartUrl(service, query)}`;

/** Start, the provider's pages, and the callback address it sends the browser back to (unvisited). */
export function toCallback(browser: TestBrowser, service: string, query: SsoServiceStartQuery, at: AtProvider) {
  return throughProvider(browser, startUrl(service, query), at, isCallback);
}

/** The whole sign-in: where the console's callback sends the browser. */
export async function signInWith(
  browser: TestBrowser,
  service: string,
  query: SsoServiceStartQuery,
  at: AtProvider,
): Promise<string> {
  const callback = await toCallback(browser, service, query, at);
  return landing(browser, callback);
}

/** Visits a console address that answers with a redirect (start, callback): where it sends the browser. */
export async function landing(browser: TestBrowser, url: string): Promise<string> {
  const response = await browser.request(url);
  if (response.status !== 302) throw new Error(`${response.status} from ${url}: ${await response.text()}`);
  const location = new URL(locationOf(response, url));
  return location.origin === PUBLIC_URL ? `${location.pathname}${location.search}${location.hash}` : location.href;
}

/** The sign-in page saying why, where a refused sign-in lands. */
export const refusedFor = (reason: SsoRefusal) => ssoRefusalPath(reason);

/** The browser's session, as the console's /v1/me answers it (null when it has none). */
export async function sessionOf(browser: TestBrowser): Promise<Me | null> {
  const response = await browser.request(`${PUBLIC_URL}${api.auth.me.path}`);
  if (response.status === 401) return null;
  expect(response.status).toBe(200);
  return meSchema.parse(await response.json());
}

/** The newest audit events of a type, newest first. */
export function latestEvents(app: TestApp, type: typeof auditEvents.$inferSelect.type, limit = 1) {
  return app.context.db
    .select({ actor: auditEvents.actor, detail: auditEvents.detail, accountId: auditEvents.accountId })
    .from(auditEvents)
    .where(eq(auditEvents.type, type))
    .orderBy(desc(auditEvents.seq))
    .limit(limit);
}
