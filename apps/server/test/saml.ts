import { api, SAML_PATHS, SESSION_COOKIE, type IdentityProvider } from '@datadeck/contracts';
import { generateIdpKeys, samlResponse, type IdpKeys, type SamlAnswer } from '@datadeck/test-idp';
import { eq } from 'drizzle-orm';
import { ApiClient } from './api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { identityProviders } from '../src/platform/db/schema.ts';
import { staffUser } from './staff.ts';

/** The test IdP's entity id (any URL: nothing fetches it). */
export const IDP_ISSUER = 'https://idp.test.example/saml';

/**
 * Keys valid around the test clock (2026-11-22) and around the real time node-saml checks
 * assertions by: the certificate is parsed at registration by the app's clock.
 */
export const idpKeys = (): Promise<IdpKeys> =>
  generateIdpKeys({ validFrom: new Date('2026-01-01T00:00:00Z'), validTo: new Date('2036-01-01T00:00:00Z') });

/** An account that may set SSO up itself, its owner signed in, and its provider registered (inactive). */
export async function accountWithProvider(app: TestApp, keys: IdpKeys) {
  const accountId = await createAccount(app.context.db, { ssoSelfServeEnabled: true });
  const owner = await createMember(app.context.db, accountId, 'OWNER');
  const client = new ApiClient(app.url);
  await client.signIn(owner.username, TEST_PASSWORD);
  const provider = await client.ok(api.identityProviders.register, {
    params: { accountId },
    body: {
      displayName: 'Test IdP',
      issuer: IDP_ISSUER,
      authUrl: 'https://idp.test.example/sso',
      x509Cert: keys.certificate,
    },
  });
  return { accountId, owner, client, provider };
}

/** Makes the provider Active as staff do (the Staff account page). */
export async function enableProvider(app: TestApp, accountId: string, provider: IdentityProvider, jit = false) {
  const staff = await staffUser(app);
  return staff.client.ok(api.identityProviders.staffUpdate, {
    params: { accountId, idpId: provider.idpId },
    body: { enabled: true, jitProvisioning: jit },
  });
}

/** A response the test IdP would send the provider, for `email`; overrides make it wrong on purpose. */
export function answerFor(
  provider: IdentityProvider,
  keys: IdpKeys,
  email: string,
  overrides: Partial<SamlAnswer> = {},
): string {
  return samlResponse({
    issuer: IDP_ISSUER,
    destination: provider.serviceProvider.assertionConsumerServiceUrl,
    audience: provider.serviceProvider.audienceUri,
    nameId: email,
    attributes: { email, firstName: 'Sam', lastName: 'Lee' },
    sign: 'assertion',
    keys,
    ...overrides,
  });
}

/** What the ACS answered the browser: where it sends it, and the session cookie if one was set. */
export async function postToAcs(app: TestApp, idpId: string, form: Record<string, string>) {
  const response = await fetch(`${app.url}${SAML_PATHS.acs(idpId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: response.status,
    location: response.headers.get('location'),
    sessionToken: cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) ?? null,
  };
}

/** An API client holding the session the ACS set (as the browser would after its redirect). */
export async function clientWithSession(app: TestApp, sessionToken: string) {
  const client = new ApiClient(app.url);
  client.sessionToken = sessionToken;
  const me = await client.ok(api.auth.me);
  client.csrfToken = me.csrfToken;
  return { client, me };
}

export async function providerRow(app: TestApp, idpId: string) {
  const [row] = await app.context.db.select().from(identityProviders).where(eq(identityProviders.id, idpId));
  return row;
}
