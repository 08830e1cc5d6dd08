import {
  api,
  DEFAULT_SECURITY_SETTINGS,
  ERROR_CODES,
  MESSAGES,
  SECURITY_LOCKS,
  withPci,
  type SecuritySettings,
} from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import {
  createAccount,
  createCluster,
  createMember,
  createUser,
  linkUser,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { base32Decode, hotp, newTotpSecret, totpStep } from '../../platform/auth/totp.ts';

let app: TestApp;

const off = DEFAULT_SECURITY_SETTINGS;

async function signedIn(accountId: string, role: 'OWNER' | 'CLUSTER_ADMIN' | 'BILLING' | 'READ_ONLY') {
  const member = await createMember(app.context.db, accountId, role);
  const client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
  return client;
}

/** An owner with MFA set up: turning PCI on (which enforces MFA) does not stop them. */
async function ownerWithMfa(accountId: string) {
  const secret = newTotpSecret();
  const user = await createUser(app.context.db, { mfaEnabled: true, mfaSecret: app.context.secrets.seal(secret) });
  await linkUser(app.context.db, accountId, user.id, 'OWNER');
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD, hotp(base32Decode(secret), totpStep(app.clock.now())));
  return client;
}

/** An account with two owners (PCI needs them); the first owner's client. */
async function pciReadyAccount() {
  const accountId = await createAccount(app.context.db);
  const owner = await ownerWithMfa(accountId);
  await createMember(app.context.db, accountId, 'OWNER');
  return { accountId, owner };
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('security settings', () => {
  it('starts with everything off and says what the PCI rules depend on', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await signedIn(accountId, 'OWNER');
    expect(await owner.ok(api.security.get, { params: { accountId } })).toEqual({
      ...off,
      hasActiveExternalIDP: false,
      hasActivePCICluster: false,
      hasTwoOwners: false,
    });
  });

  it('saves PCI with force-PCI, which new clusters then follow', async () => {
    const { accountId, owner } = await pciReadyAccount();
    const body = { ...withPci(off, true), forcePciForNewClusters: true };
    expect(await owner.ok(api.security.update, { params: { accountId }, body })).toMatchObject({
      ...body,
      hasTwoOwners: true,
    });
    expect(await owner.ok(api.security.get, { params: { accountId } })).toMatchObject(body);
    expect(await owner.ok(api.clusters.createInfo, { params: { accountId } })).toMatchObject({
      forcePciForNewClusters: true,
    });
  });

  it('refuses a crafted request that breaks a rule, naming the field, and changes nothing', async () => {
    const { accountId, owner } = await pciReadyAccount();
    const response = await owner.call(api.security.update, {
      params: { accountId },
      body: { ...off, forcePciForNewClusters: true },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ name: 'forcePciForNewClusters', message: SECURITY_LOCKS.forceNeedsPci }],
    });
    expect(await owner.ok(api.security.get, { params: { accountId } })).toMatchObject(off);
  });

  it('keeps PCI locked on while a PCI compliant cluster exists', async () => {
    const { accountId, owner } = await pciReadyAccount();
    await owner.ok(api.security.update, { params: { accountId }, body: withPci(off, true) });
    await createCluster(app.context.db, accountId, { pciComplianceMode: true });
    expect(await owner.ok(api.security.get, { params: { accountId } })).toMatchObject({ hasActivePCICluster: true });
    const response = await owner.call(api.security.update, { params: { accountId }, body: off });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: expect.arrayContaining([{ name: 'enforceMFA', message: SECURITY_LOCKS.pciCluster }]),
    });
  });

  it('refuses inactivity revocation with a single owner', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await signedIn(accountId, 'OWNER');
    const response = await owner.call(api.security.update, {
      params: { accountId },
      body: { ...off, inactivityRevocation: true },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: 'inactivityRevocation', message: SECURITY_LOCKS.twoOwners }] });
  });

  it('lets cluster administrators read but not change them, and hides them from read-only users', async () => {
    const accountId = await createAccount(app.context.db);
    const admin = await signedIn(accountId, 'CLUSTER_ADMIN');
    expect((await admin.call(api.security.get, { params: { accountId } })).status).toBe(200);
    expect((await admin.call(api.security.update, { params: { accountId }, body: off })).status).toBe(403);
    const readOnly = await signedIn(accountId, 'READ_ONLY');
    expect((await readOnly.call(api.security.get, { params: { accountId } })).status).toBe(403);
  });

  it('names each bad field of a malformed body', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await signedIn(accountId, 'OWNER');
    const response = await owner.call(api.security.update, {
      params: { accountId },
      body: { ...off, enforceMFA: 'yes' } as unknown as SecuritySettings,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ name: 'enforceMFA' }] });
  });
});

describe('enforced MFA', () => {
  it('holds every signed-in user of the account without MFA at the set-up until they enrol', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await signedIn(accountId, 'OWNER');
    const member = await signedIn(accountId, 'READ_ONLY');
    await owner.ok(api.security.update, { params: { accountId }, body: { ...off, enforceMFA: true } });

    for (const client of [owner, member]) {
      const refused = await client.call(api.clusters.list, { params: { accountId } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        errors: [{ name: ERROR_CODES.mfaSetupRequired, message: MESSAGES.mfa.setupRequired }],
      });
      expect(await client.ok(api.auth.me)).toMatchObject({ mfaSetupRequired: true });
    }

    const { secret } = await member.ok(api.auth.startMfaEnrolment);
    await member.ok(api.auth.confirmMfaEnrolment, {
      body: { code: hotp(base32Decode(secret), totpStep(app.clock.now())) },
    });
    expect((await member.call(api.clusters.list, { params: { accountId } })).status).toBe(200);
    expect((await owner.call(api.clusters.list, { params: { accountId } })).status).toBe(403);
  });
});
