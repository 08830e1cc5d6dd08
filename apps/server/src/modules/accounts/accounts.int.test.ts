import { api, LIMITS, TIME } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { messagesOfTheDay } from '../../platform/db/schema.ts';
import { arnOf, CUSTOMER_AWS_ACCOUNT, ownerWithProviderAccount } from '../encryption-keys/encryption-keys-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ FREE_TRIAL_DAYS: '21' });
});
afterAll(() => app.close());

async function memberOf(accountId: string, role: 'OWNER' | 'CLUSTER_ADMIN' | 'READ_ONLY' = 'OWNER') {
  const member = await createMember(app.context.db, accountId, role);
  const client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
  return client;
}

describe('the account', () => {
  it('is described for the caller, with the caller’s role', async () => {
    const accountId = await createAccount(app.context.db, {
      name: 'Acme',
      companyName: 'Acme Pty Ltd',
      accountType: 'GCP_SAAS',
      clusterCreationAllowed: false,
      pciCompatible: true,
      ssoSelfServeEnabled: true,
    });
    const account = await (await memberOf(accountId, 'READ_ONLY')).ok(api.accounts.get, { params: { accountId } });
    expect(account).toEqual({
      id: accountId,
      name: 'Acme',
      companyName: 'Acme Pty Ltd',
      accountType: 'GCP_SAAS',
      clusterCreationAllowed: false,
      pciCompatible: true,
      onPremisesEnabled: false,
      features: { zeroInboundAccessConsoleView: false, ssoSelfServeEnabled: true },
      awsEncryptionKeys: false,
      role: 'READ_ONLY',
      profile: 'READ_ONLY',
    });
  });

  it('answers awsEncryptionKeys once a key is registered, and profile as each caller’s role', async () => {
    const owner = await ownerWithProviderAccount(app);
    const { accountId } = owner;
    const admin = await memberOf(accountId, 'CLUSTER_ADMIN');
    const before = await owner.client.ok(api.accounts.get, { params: { accountId } });
    expect(before).toMatchObject({ awsEncryptionKeys: false, profile: 'OWNER', role: 'OWNER' });

    const key = await owner.client.ok(api.encryptionKeys.add, {
      params: { accountId },
      body: { alias: 'orders', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountId: owner.providerAccountId },
    });
    expect((await owner.client.ok(api.accounts.get, { params: { accountId } })).awsEncryptionKeys).toBe(true);
    expect(await admin.ok(api.accounts.get, { params: { accountId } })).toMatchObject({
      awsEncryptionKeys: true,
      profile: 'CLUSTER_ADMIN',
      role: 'CLUSTER_ADMIN',
    });
    // Another account's keys are not this one's.
    const other = await createAccount(app.context.db);
    expect(
      (await (await memberOf(other)).ok(api.accounts.get, { params: { accountId: other } })).awsEncryptionKeys,
    ).toBe(false);

    await owner.client.ok(api.encryptionKeys.delete, { params: { accountId, keyId: key.id } });
    expect((await owner.client.ok(api.accounts.get, { params: { accountId } })).awsEncryptionKeys).toBe(false);
  });
});

describe('messages of the day', () => {
  it('shows global and own messages that have not expired, critical first', async () => {
    const { db } = app.context;
    const accountId = await createAccount(db);
    const otherAccount = await createAccount(db);
    const now = app.clock.now().getTime();
    await db.insert(messagesOfTheDay).values([
      { message: 'global info', severity: 'info' },
      { message: 'own critical', severity: 'critical', accountId, expiresAt: new Date(now + TIME.DAY_MS) },
      { message: 'expired', severity: 'warning', accountId, expiresAt: new Date(now - 1) },
      { message: 'for another account', severity: 'info', accountId: otherAccount },
    ]);
    const client = await memberOf(accountId);
    const { messages } = await client.ok(api.accounts.messagesOfTheDay, { params: { accountId } });
    expect(messages.map((m) => m.message)).toEqual(['own critical', 'global info']);
    expect(messages[0]?.expiresAt).toBe(new Date(now + TIME.DAY_MS).toISOString());

    app.clock.advance(TIME.DAY_MS);
    const later = await (await memberOf(accountId)).ok(api.accounts.messagesOfTheDay, { params: { accountId } });
    expect(later.messages.map((m) => m.message)).toEqual(['global info']);
  });
});

describe('free trial details', () => {
  it('has not started for an account without clusters, offering the configured length', async () => {
    const accountId = await createAccount(app.context.db);
    const trial = await (await memberOf(accountId)).ok(api.accounts.freeTrial, { params: { accountId } });
    expect(trial).toEqual({ status: 'NOT_STARTED', hasBillingDetails: false, daysRemaining: 21 });
    expect(LIMITS.freeTrialDays).not.toBe(21); // the configured value, not the default, is used
  });

  it('counts down from when the trial started', async () => {
    const startedAt = new Date(app.clock.now().getTime() - 5 * TIME.DAY_MS);
    const accountId = await createAccount(app.context.db, { freeTrialStartedAt: startedAt, hasBillingDetails: true });
    const trial = await (await memberOf(accountId)).ok(api.accounts.freeTrial, { params: { accountId } });
    expect(trial).toEqual({ status: 'STARTED', hasBillingDetails: true, daysRemaining: 16 });
  });
});
