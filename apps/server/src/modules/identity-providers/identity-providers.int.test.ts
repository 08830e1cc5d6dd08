import { api, MESSAGES, SCIM_BASE_PATH } from '@datadeck/contracts';
import { generateIdpKeys, type IdpKeys } from '@datadeck/test-idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { auditOf } from '../../../test/audit.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { tokenDigest } from '../../platform/auth/tokens.ts';
import { accounts } from '../../platform/db/schema.ts';
import { staffUser } from '../../../test/staff.ts';
import {
  accountWithProvider,
  answerFor,
  enableProvider,
  IDP_ISSUER,
  idpKeys,
  postToAcs,
  providerRow,
} from '../../../test/saml.ts';

let app: TestApp;
let keys: IdpKeys;

beforeAll(async () => {
  app = await startTestApp();
  keys = await idpKeys();
}, 120_000);
afterAll(() => app.close());

const registration = (x509Cert: string) => ({
  displayName: 'Okta',
  issuer: IDP_ISSUER,
  authUrl: 'https://idp.test.example/sso',
  x509Cert,
});

async function ownerOf(values: { ssoSelfServeEnabled: boolean }) {
  const accountId = await createAccount(app.context.db, values);
  const owner = await createMember(app.context.db, accountId, 'OWNER');
  const client = new ApiClient(app.url);
  await client.signIn(owner.username, TEST_PASSWORD);
  return { accountId, client };
}

describe('registering an identity provider (SPEC §2, §7)', () => {
  it('registers it inactive, with the service provider info and the certificate read for real', async () => {
    const { accountId, client } = await ownerOf({ ssoSelfServeEnabled: true });
    const response = await client.call(api.identityProviders.register, {
      params: { accountId },
      body: registration(keys.certificate),
    });
    expect(response.status).toBe(201);
    const provider = api.identityProviders.register.response.parse(response.body);
    expect(provider).toMatchObject({
      displayName: 'Okta',
      issuer: IDP_ISSUER,
      enabled: false,
      integrationProgress: 0,
      jitProvisioning: false,
      scim: { tokenCreatedAt: null },
    });
    const base = app.context.config.publicUrl;
    expect(provider.serviceProvider).toEqual({
      assertionConsumerServiceUrl: `${base}/v1/auth/saml/${provider.idpId}/acs`,
      audienceUri: `${base}/v1/auth/saml/${provider.idpId}`,
      relayState: `/accounts/${accountId}`,
      metadataUrl: `${base}/v1/auth/saml/${provider.idpId}/metadata`,
      signInUrl: `${base}/v1/auth/saml/${provider.idpId}/login`,
    });
    expect(provider.audienceUri).toBe(provider.serviceProvider.audienceUri);
    expect(provider.scim.baseUrl).toBe(`${base}${SCIM_BASE_PATH}`);
    expect(provider.certificate).toMatchObject({
      subject: 'CN=Datadeck test IdP',
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2036-01-01T00:00:00.000Z',
    });
    expect(provider.certificate.fingerprintSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(await client.ok(api.identityProviders.list, { params: { accountId } })).toEqual([provider]);
    expect((await auditOf(app, accountId)).at(-1)).toMatchObject({
      type: 'IDENTITY_PROVIDER_REGISTERED',
      detail: `Okta (${IDP_ISSUER})`,
    });
  });

  it('takes the bare base64 of an IdP metadata document, and keeps one PEM block', async () => {
    const { accountId, client } = await ownerOf({ ssoSelfServeEnabled: true });
    const bare = keys.certificate.replace(/-----[A-Z ]+-----|\s/g, '');
    const provider = await client.ok(api.identityProviders.register, {
      params: { accountId },
      body: registration(bare),
    });
    expect(provider.x509Cert.trim()).toBe(keys.certificate.trim());
  });

  it('refuses what is no certificate, an expired one and one not valid yet, naming x509Cert', async () => {
    const { accountId, client } = await ownerOf({ ssoSelfServeEnabled: true });
    const refusal = async (x509Cert: string) => {
      const response = await client.call(api.identityProviders.register, {
        params: { accountId },
        body: registration(x509Cert),
      });
      expect(response.status).toBe(400);
      return response.body;
    };
    const expired = await generateIdpKeys({ validFrom: new Date('2020-01-01'), validTo: new Date('2021-01-01') });
    const future = await generateIdpKeys({ validFrom: new Date('2030-01-01'), validTo: new Date('2031-01-01') });
    expect(await refusal('-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----')).toEqual({
      errors: [{ name: 'x509Cert', message: MESSAGES.sso.certificateNotParsed }],
    });
    expect(await refusal('hello, world')).toEqual({
      errors: [{ name: 'x509Cert', message: MESSAGES.sso.certificateNotParsed }],
    });
    expect(await refusal(expired.certificate)).toEqual({
      errors: [{ name: 'x509Cert', message: MESSAGES.sso.certificateExpired }],
    });
    expect(await refusal(future.certificate)).toEqual({
      errors: [{ name: 'x509Cert', message: MESSAGES.sso.certificateNotYetValid }],
    });
    expect(await client.ok(api.identityProviders.list, { params: { accountId } })).toEqual([]);
  });

  it('names each bad field of the form (SPEC §5)', async () => {
    const { accountId, client } = await ownerOf({ ssoSelfServeEnabled: true });
    const response = await client.call(api.identityProviders.register, {
      params: { accountId },
      body: { displayName: ' ', issuer: 'not a url', authUrl: 'ftp://x', x509Cert: '' },
    });
    expect(response.status).toBe(400);
    expect(errorNames(response.body).toSorted()).toEqual(['authUrl', 'displayName', 'issuer', 'x509Cert']);
  });

  it('opens only while self-service SSO is on and none exists (409)', async () => {
    const off = await ownerOf({ ssoSelfServeEnabled: false });
    const refused = await off.client.call(api.identityProviders.register, {
      params: { accountId: off.accountId },
      body: registration(keys.certificate),
    });
    expect(refused).toMatchObject({ status: 409, body: { errors: [{ message: MESSAGES.sso.notSelfServe }] } });

    const { accountId, client } = await accountWithProvider(app, keys);
    const second = await client.call(api.identityProviders.register, {
      params: { accountId },
      body: registration(keys.certificate),
    });
    expect(second).toMatchObject({ status: 409, body: { errors: [{ message: MESSAGES.sso.alreadyRegistered }] } });
  });

  it("lets only roles with the identity providers' permissions in", async () => {
    const { accountId, provider } = await accountWithProvider(app, keys);
    const reader = await createMember(app.context.db, accountId, 'READ_ONLY');
    const client = new ApiClient(app.url);
    await client.signIn(reader.username, TEST_PASSWORD);
    expect((await client.call(api.identityProviders.list, { params: { accountId } })).status).toBe(403);
    expect(
      (
        await client.call(api.identityProviders.saveProgress, {
          params: { accountId, idpId: provider.idpId },
          body: { progress: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the checklist and the SCIM token', () => {
  it('saves the current step, and refuses one outside the four', async () => {
    const { accountId, client, provider } = await accountWithProvider(app, keys);
    const params = { accountId, idpId: provider.idpId };
    expect(
      (await client.ok(api.identityProviders.saveProgress, { params, body: { progress: 2 } })).integrationProgress,
    ).toBe(2);
    expect((await client.ok(api.identityProviders.get, { params })).integrationProgress).toBe(2);
    expect((await client.call(api.identityProviders.saveProgress, { params, body: { progress: 4 } })).status).toBe(400);
  });

  it('gives a SCIM token once and keeps only its digest; a new one replaces it', async () => {
    const { accountId, client, provider } = await accountWithProvider(app, keys);
    const params = { accountId, idpId: provider.idpId };
    const first = await client.ok(api.identityProviders.generateScimToken, { params });
    expect((await providerRow(app, provider.idpId))?.scimTokenDigest).toBe(tokenDigest(first.token));
    const second = await client.ok(api.identityProviders.generateScimToken, { params });
    expect(second.token).not.toBe(first.token);
    expect((await providerRow(app, provider.idpId))?.scimTokenDigest).toBe(tokenDigest(second.token));
    const view = await client.ok(api.identityProviders.get, { params });
    expect(view.scim.tokenCreatedAt).toBe(second.createdAt);
    expect(JSON.stringify(view)).not.toContain(second.token);
    expect((await auditOf(app, accountId)).at(-1)).toMatchObject({ type: 'SCIM_TOKEN_GENERATED' });
  });
});

describe('staff make a provider Active, and what that changes', () => {
  it('enables it (Active), audited, and only staff may', async () => {
    const { accountId, client, provider } = await accountWithProvider(app, keys);
    const params = { accountId, idpId: provider.idpId };
    expect(
      (
        await client.call(api.identityProviders.staffUpdate, {
          params,
          body: { enabled: true, jitProvisioning: false },
        })
      ).status,
    ).toBe(403);
    const enabled = await enableProvider(app, accountId, provider, true);
    expect(enabled).toMatchObject({ enabled: true, jitProvisioning: true });
    expect((await client.ok(api.identityProviders.get, { params })).enabled).toBe(true);
    expect((await auditOf(app, accountId)).at(-1)).toMatchObject({
      type: 'IDENTITY_PROVIDER_UPDATED',
      detail: 'Test IdP: Active, just-in-time users on',
    });
    const staff = await staffUser(app);
    expect(await staff.client.ok(api.identityProviders.staffList, { params: { accountId } })).toHaveLength(1);
  });

  it('makes the account one with an active external IdP (security settings)', async () => {
    const { accountId, client, provider } = await accountWithProvider(app, keys);
    const before = await client.ok(api.security.get, { params: { accountId } });
    expect(before.hasActiveExternalIDP).toBe(false);
    await enableProvider(app, accountId, provider);
    expect((await client.ok(api.security.get, { params: { accountId } })).hasActiveExternalIDP).toBe(true);
  });

  it("holds only the owners to the account's security settings once its provider is active (SPEC §2)", async () => {
    const { accountId, provider } = await accountWithProvider(app, keys);
    await app.context.db.update(accounts).set({ enforceMFA: true }).where(eq(accounts.id, accountId));
    const member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const mfaRequired = async (username: string) => {
      const client = new ApiClient(app.url);
      return (await client.signIn(username, TEST_PASSWORD)).mfaSetupRequired;
    };
    const owner = await createMember(app.context.db, accountId, 'OWNER');
    expect(await mfaRequired(member.username)).toBe(true);
    await enableProvider(app, accountId, provider);
    expect(await mfaRequired(member.username)).toBe(false);
    expect(await mfaRequired(owner.username)).toBe(true);
  });

  it('shows the linked user who signed in with it as such on Linked Users', async () => {
    const { accountId, client, provider } = await accountWithProvider(app, keys);
    const person = await createMember(app.context.db, accountId, 'OWNER');
    await enableProvider(app, accountId, provider);
    await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, `${person.username}@test.example`),
    });
    const people = await client.ok(api.linkedUsers.list, { params: { accountId } });
    expect(people.users.find((u) => u.userSummary.username === person.username)).toMatchObject({
      signInType: 'Test IdP',
      isLinkedToActiveCustomIdp: true,
      // An owner keeps the password beside it: the security settings still govern owners.
      isExemptedFromCustomIdpSso: true,
    });
  });
});
