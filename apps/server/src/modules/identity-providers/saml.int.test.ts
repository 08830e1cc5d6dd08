import { api, MESSAGES, SAML_PATHS, ssoRefusalPath, type IdentityProvider } from '@datadeck/contracts';
import {
  encodeSamlResponse,
  generateIdpKeys,
  readAuthnRequest,
  samlResponseXml,
  type IdpKeys,
} from '@datadeck/test-idp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.ts';
import { auditOf } from '../../../test/audit.ts';
import { createAccount, createMember, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountUsers, users } from '../../platform/db/schema.ts';
import {
  accountWithProvider,
  answerFor,
  clientWithSession,
  enableProvider,
  IDP_ISSUER,
  idpKeys,
  postToAcs,
} from '../../../test/saml.ts';

let app: TestApp;
let keys: IdpKeys;
let accountId: string;
let provider: IdentityProvider;
let owner: ApiClient;
let member: { id: string; username: string };
const email = () => `${member.username}@test.example`;

beforeAll(async () => {
  app = await startTestApp();
  keys = await idpKeys();
  ({ accountId, provider, client: owner } = await accountWithProvider(app, keys));
  member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
  provider = await enableProvider(app, accountId, provider);
}, 120_000);
afterAll(() => app.close());

/** The last SSO audit entry of the account: the refusal's reason is its detail's start. */
async function lastSsoEvent() {
  const events = (await auditOf(app, accountId)).filter((e) => e.type.startsWith('SSO_'));
  return events.at(-1);
}

/**
 * Why the ACS refused a form: the reason it sent the browser back to sign in with, once it is
 * sure no session was set and the refusal was audited with that reason; else what happened.
 */
async function refusalOf(form: Record<string, string>): Promise<string> {
  const answer = await postToAcs(app, provider.idpId, form);
  const event = await lastSsoEvent();
  const reason = new URL(answer.location ?? '/', app.url).searchParams.get('ssoError');
  const audited = event?.type === 'SSO_SIGN_IN_FAILED' && event.detail.startsWith(`${reason}:`);
  return answer.status === 303 && answer.sessionToken === null && audited && reason !== null
    ? reason
    : `not refused: ${JSON.stringify({ answer, event })}`;
}

describe('SAML sign-in, IdP-initiated', () => {
  it('signs a linked user in by e-mail, to the account of the provider only, and says how they sign in', async () => {
    const other = await createAccount(app.context.db);
    await linkUser(app.context.db, other, member.id, 'OWNER');
    const answer = await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, email()),
      RelayState: `/accounts/${accountId}/settings`,
    });
    expect(answer).toMatchObject({ status: 303, location: `/accounts/${accountId}/settings` });
    expect(answer.sessionToken).not.toBeNull();

    const { client, me } = await clientWithSession(app, answer.sessionToken ?? '');
    // The provider vouches for the person on its account, not on the others they belong to.
    expect(me.accounts.map((a) => a.id)).toEqual([accountId]);
    expect((await client.call(api.clusters.list, { params: { accountId: other } })).status).toBe(404);
    expect((await client.call(api.clusters.list, { params: { accountId } })).status).toBe(200);

    const people = await owner.ok(api.linkedUsers.list, { params: { accountId } });
    expect(people.users.find((u) => u.userSummary.username === member.username)).toMatchObject({
      signInType: 'Test IdP',
      isLinkedToActiveCustomIdp: true,
      isExemptedFromCustomIdpSso: false,
    });
    expect(people.users.find((u) => u.profile === 'OWNER')?.signInType).toBe('Password');
    expect(await lastSsoEvent()).toMatchObject({ type: 'SSO_SIGN_IN', detail: 'identity provider Test IdP' });
  });

  it('lands on the account when RelayState is missing or not a path of the console', async () => {
    // A TAB or newline is dropped by the browser's URL parser: `//evil.example/`, off-site (issue 31, N5).
    const offSite = ['', 'https://evil.example/', '//evil.example/x', '/\t/evil.example/', '/\n/evil.example/'];
    // Control characters no header may carry, which once answered a raw 500 (N6).
    const unusable = ['/accounts/\u0001x', '/accounts/\u007f', `/${'a'.repeat(5000)}`];
    for (const RelayState of [...offSite, ...unusable]) {
      const answer = await postToAcs(app, provider.idpId, {
        SAMLResponse: answerFor(provider, keys, email()),
        RelayState,
      });
      expect([RelayState, answer.status, answer.location]).toEqual([RelayState, 303, `/accounts/${accountId}`]);
      expect(answer.sessionToken).not.toBeNull();
    }
  });

  it('delivers the session with a RelayState of non-Latin-1 characters, percent-encoded (issue 31, N6)', async () => {
    const answer = await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, email()),
      RelayState: `/accounts/${accountId}/clusters?search=日本`,
    });
    expect([answer.status, answer.location]).toEqual([
      303,
      `/accounts/${accountId}/clusters?search=%E6%97%A5%E6%9C%AC`,
    ]);
    expect(answer.sessionToken).not.toBeNull();
  });

  it('accepts a signed response as well as a signed assertion, and both', async () => {
    for (const sign of ['response', 'both'] as const) {
      const answer = await postToAcs(app, provider.idpId, {
        SAMLResponse: answerFor(provider, keys, email(), { sign }),
      });
      expect(answer.sessionToken).not.toBeNull();
    }
  });
});

describe('SAML sign-in, SP-initiated', () => {
  it('redirects to the IdP with an AuthnRequest, and accepts its answer once', async () => {
    const start = await fetch(`${app.url}${SAML_PATHS.login(provider.idpId)}?redirect=/accounts/${accountId}/pricing`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://idp.test.example/sso');
    const request = readAuthnRequest(location.searchParams.get('SAMLRequest') ?? '');
    expect(request).toMatchObject({
      assertionConsumerServiceUrl: provider.serviceProvider.assertionConsumerServiceUrl,
      issuer: provider.serviceProvider.audienceUri,
    });
    const RelayState = location.searchParams.get('RelayState') ?? '';
    const SAMLResponse = answerFor(provider, keys, email(), { inResponseTo: request?.id });

    const first = await postToAcs(app, provider.idpId, { SAMLResponse, RelayState });
    expect(first).toMatchObject({ status: 303, location: `/accounts/${accountId}/pricing` });
    expect(first.sessionToken).not.toBeNull();
    const again = await postToAcs(app, provider.idpId, { SAMLResponse, RelayState });
    expect(again).toMatchObject({ status: 303, location: ssoRefusalPath('replayed'), sessionToken: null });
  });

  it('carries no off-site ?redirect= to the IdP: the RelayState is then the account (issue 31, N5)', async () => {
    for (const redirect of ['/\t/evil.example/', '//evil.example/', '/\\evil.example/']) {
      const start = await fetch(
        `${app.url}${SAML_PATHS.login(provider.idpId)}?redirect=${encodeURIComponent(redirect)}`,
        { redirect: 'manual' },
      );
      const location = new URL(start.headers.get('location') ?? '');
      expect([redirect, location.searchParams.get('RelayState')]).toEqual([redirect, `/accounts/${accountId}`]);
    }
  });

  it('refuses an answer to a request it never sent', async () => {
    const answer = await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, email(), { inResponseTo: '_never-sent' }),
    });
    expect(answer).toMatchObject({ location: ssoRefusalPath('invalid'), sessionToken: null });
  });

  it('serves the service provider metadata with its entity id and ACS', async () => {
    const response = await fetch(`${app.url}${SAML_PATHS.metadata(provider.idpId)}`);
    expect(response.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = await response.text();
    expect(xml).toContain(`entityID="${provider.serviceProvider.audienceUri}"`);
    expect(xml).toContain(`Location="${provider.serviceProvider.assertionConsumerServiceUrl}"`);
  });
});

describe("'Sign in with SSO': which provider serves an e-mail", () => {
  it('finds the active provider of an account the address belongs to, whatever its case', async () => {
    const found = await fetch(`${app.url}/v1/auth/saml/discovery?email=${encodeURIComponent(email().toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ signInUrl: SAML_PATHS.login(provider.idpId), displayName: 'Test IdP' });
  });

  it('answers 404 alike for an address of no user and one whose accounts have no active provider', async () => {
    const plain = await createMember(app.context.db, await createAccount(app.context.db), 'OWNER');
    for (const address of ['nobody@test.example', `${plain.username}@test.example`]) {
      const response = await fetch(`${app.url}/v1/auth/saml/discovery?email=${encodeURIComponent(address)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        errors: [{ name: 'NOT_FOUND', message: MESSAGES.sso.noProviderForEmail }],
      });
    }
  });
});

describe('SAML answers refused, each with a clear reason and an audit entry', () => {
  it('a tampered assertion (the e-mail changed after signing)', async () => {
    const other = await createMember(app.context.db, accountId, 'OWNER');
    const xml = samlResponseXml({
      issuer: IDP_ISSUER,
      destination: provider.serviceProvider.assertionConsumerServiceUrl,
      audience: provider.serviceProvider.audienceUri,
      nameId: email(),
      attributes: { email: email(), firstName: 'Sam', lastName: 'Lee' },
      sign: 'assertion',
      keys,
    });
    const tampered = xml.replaceAll(email(), `${other.username}@test.example`);
    expect(await refusalOf({ SAMLResponse: encodeSamlResponse(tampered) })).toBe('invalid');
  });

  it('an unsigned one', async () => {
    expect(await refusalOf({ SAMLResponse: answerFor(provider, keys, email(), { sign: 'none' }) })).toBe('invalid');
  });

  it('one signed by another key than the registered certificate', async () => {
    const stranger = await generateIdpKeys({ validFrom: new Date('2026-01-01T00:00:00Z') });
    expect(await refusalOf({ SAMLResponse: answerFor(provider, stranger, email()) })).toBe('invalid');
  });

  it('a wrong audience (made for another service provider)', async () => {
    expect(
      await refusalOf({
        SAMLResponse: answerFor(provider, keys, email(), { audience: 'https://other-sp.example/saml' }),
      }),
    ).toBe('invalid');
  });

  it('another issuer', async () => {
    expect(
      await refusalOf({
        SAMLResponse: answerFor(provider, keys, email(), { issuer: 'https://other-idp.example' }),
      }),
    ).toBe('invalid');
  });

  it('an expired one, and one not valid yet, beyond the clock skew', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect(
      await refusalOf({
        SAMLResponse: answerFor(provider, keys, email(), {
          issueInstant: hourAgo,
          notBefore: new Date(hourAgo.getTime() - 60_000),
          notOnOrAfter: new Date(hourAgo.getTime() + 300_000),
        }),
      }),
    ).toBe('expired');
    const inAnHour = new Date(Date.now() + 3_600_000);
    expect(
      await refusalOf({
        SAMLResponse: answerFor(provider, keys, email(), {
          notBefore: inAnHour,
          notOnOrAfter: new Date(inAnHour.getTime() + 300_000),
        }),
      }),
    ).toBe('expired');
  });

  it('a replayed IdP-initiated response', async () => {
    const SAMLResponse = answerFor(provider, keys, email());
    expect((await postToAcs(app, provider.idpId, { SAMLResponse })).sessionToken).not.toBeNull();
    expect(await refusalOf({ SAMLResponse })).toBe('replayed');
  });

  it('one for another Recipient, or none', async () => {
    expect(
      await refusalOf({
        SAMLResponse: answerFor(provider, keys, email(), { recipient: 'https://other-sp.example/acs' }),
      }),
    ).toBe('invalid');
    expect(await refusalOf({ SAMLResponse: answerFor(provider, keys, email(), { recipient: null }) })).toBe('invalid');
  });

  it('one without the required attributes', async () => {
    expect(
      await refusalOf({
        SAMLResponse: answerFor(provider, keys, email(), { attributes: { email: email() } }),
      }),
    ).toBe('missingAttributes');
  });

  it('an e-mail no linked user has, when staff allow no just-in-time users', async () => {
    expect(await refusalOf({ SAMLResponse: answerFor(provider, keys, 'stranger@test.example') })).toBe('unknownUser');
  });

  it('garbage, and no response at all', async () => {
    expect(await refusalOf({ SAMLResponse: 'not base64 xml at all' })).toBe('invalid');
    expect(await refusalOf({})).toBe('invalid');
  });
});

describe('just-in-time users and inactive providers', () => {
  it('creates a Read Only user for an unknown e-mail when staff allow it', async () => {
    await enableProvider(app, accountId, provider, true);
    const answer = await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, 'newcomer@corp.example'),
    });
    expect(answer.sessionToken).not.toBeNull();
    const [created] = await app.context.db
      .select({ username: users.username, displayName: users.displayName, role: accountUsers.role })
      .from(users)
      .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId)))
      .where(eq(users.email, 'newcomer@corp.example'));
    expect(created).toEqual({ username: 'newcomer', displayName: 'Sam Lee', role: 'READ_ONLY' });
    await enableProvider(app, accountId, provider, false);
  });

  it('refuses every sign-in while the provider is inactive, and its SP-initiated start too', async () => {
    const second = await accountWithProvider(app, keys);
    const answer = await postToAcs(app, second.provider.idpId, {
      SAMLResponse: answerFor(second.provider, keys, `${second.owner.username}@test.example`),
    });
    expect(answer).toMatchObject({ location: ssoRefusalPath('inactive'), sessionToken: null });
    const start = await fetch(`${app.url}${SAML_PATHS.login(second.provider.idpId)}`, { redirect: 'manual' });
    expect(start.headers.get('location')).toBe(ssoRefusalPath('inactive'));
  });

  it('answers a path id that is no uuid with a refusal, not an error', async () => {
    const answer = await postToAcs(app, 'nope', { SAMLResponse: 'x' });
    expect(answer).toMatchObject({ status: 303, location: ssoRefusalPath('invalid') });
  });
});
