import { api, DEFAULT_PROVIDER_ACCOUNT_NAME, MESSAGES, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { auditOf } from '../../../test/audit.ts';
import { cassandraBody, cassandraDataCentre } from '../../../test/cluster-requests.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { arnOf, CUSTOMER_AWS_ACCOUNT, KEY_UUID, ownerWithProviderAccount } from './encryption-keys-test-kit.ts';
import { INSTACLUSTR_AWS_ACCOUNT_ID } from './queries.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('adding and listing keys', () => {
  it('parses the ARN into region, AWS account and KMS id, starts Unknown and is audited', async () => {
    const { client, accountId, providerAccountId, user } = await ownerWithProviderAccount(app);
    const arn = arnOf(CUSTOMER_AWS_ACCOUNT, 'eu-west-1');
    const added = await client.ok(api.encryptionKeys.add, {
      params: { accountId },
      body: { alias: 'ireland 1', arn, providerAccountId },
    });
    expect(added).toEqual({
      id: added.id,
      alias: 'ireland 1',
      providerAccount: 'Acme AWS',
      providerAccountId,
      inUse: false,
      arn: { value: arn, awsAccountId: CUSTOMER_AWS_ACCOUNT, kmsId: KEY_UUID, regions: ['EU_WEST_1'], isValid: null },
      validity: 'Unknown',
    });
    expect(await client.ok(api.encryptionKeys.list, { params: { accountId } })).toEqual([added]);
    expect(await auditOf(app, accountId)).toEqual([
      { type: 'ENCRYPTION_KEY_ADDED', actor: user.username, detail: `ireland 1 (${arn})` },
    ]);
  });

  it('lists the INSTACLUSTR provider account every account has, and the customer ones', async () => {
    const { client, accountId } = await ownerWithProviderAccount(app);
    const accounts = await client.ok(api.encryptionKeys.providerAccounts, { params: { accountId } });
    expect(accounts.map((a) => [a.name, a.awsAccountId]).toSorted()).toEqual([
      ['Acme AWS', CUSTOMER_AWS_ACCOUNT],
      [DEFAULT_PROVIDER_ACCOUNT_NAME, INSTACLUSTR_AWS_ACCOUNT_ID],
    ]);
  });

  it.each([
    [{ alias: '' }, 'alias'],
    [{ alias: 'no!' }, 'alias'],
    [{ arn: '' }, 'arn'],
    [{ arn: 'arn:aws:kms:us-east-1:12345:key/abc' }, 'arn'],
    [{ arn: `arn:aws:s3:us-east-1:${CUSTOMER_AWS_ACCOUNT}:key/${KEY_UUID}` }, 'arn'],
    [{ providerAccountId: 'nope' }, 'providerAccountId'],
    [{ providerAccountId: KEY_UUID }, 'providerAccountId'], // not one of the account's
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const { client, accountId, providerAccountId } = await ownerWithProviderAccount(app);
    const body = { alias: 'k', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountId, ...change };
    const response = await client.call(api.encryptionKeys.add, { params: { accountId }, body });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual([field]);
    expect(await auditOf(app, accountId)).toEqual([]);
  });
});

describe('who may see and change keys (permissions.ts)', () => {
  const roles: [Role, boolean, boolean][] = [
    ['OWNER', true, true],
    ['CLUSTER_ADMIN', true, true],
    ['BILLING', false, false],
    ['READ_ONLY', true, false],
  ];
  it.each(roles)('%s: view %s, edit %s', async (role, canView, canEdit) => {
    const owner = await ownerWithProviderAccount(app);
    const { accountId, providerAccountId } = owner;
    const key = await owner.client.ok(api.encryptionKeys.add, {
      params: { accountId },
      body: { alias: 'k', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountId },
    });
    const { client } = await signedInMember(app, role, accountId);
    const view = canView ? 200 : 403;
    const edit = canEdit ? undefined : 403;
    expect((await client.call(api.encryptionKeys.list, { params: { accountId } })).status).toBe(view);
    expect((await client.call(api.encryptionKeys.providerAccounts, { params: { accountId } })).status).toBe(view);
    const params = { accountId, keyId: key.id };
    expect((await client.call(api.encryptionKeys.validate, { params })).status).toBe(edit ?? 200);
    expect(
      (
        await client.call(api.encryptionKeys.add, {
          params: { accountId },
          body: { alias: 'k2', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountId },
        })
      ).status,
    ).toBe(edit ?? 201);
    expect((await client.call(api.encryptionKeys.delete, { params })).status).toBe(edit ?? 204);
  });

  it("answers 404 for another account's key", async () => {
    const a = await ownerWithProviderAccount(app);
    const b = await ownerWithProviderAccount(app);
    const key = await a.client.ok(api.encryptionKeys.add, {
      params: { accountId: a.accountId },
      body: { alias: 'k', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountId: a.providerAccountId },
    });
    const params = { accountId: b.accountId, keyId: key.id };
    expect((await b.client.call(api.encryptionKeys.delete, { params })).status).toBe(404);
    expect((await b.client.call(api.encryptionKeys.validate, { params })).status).toBe(404);
  });
});

describe('validating through the cluster driver', () => {
  it('is Valid when the key is of the provider account’s AWS account, Invalid with the reason otherwise', async () => {
    const { client, accountId, providerAccountId } = await ownerWithProviderAccount(app);
    const add = (arn: string) =>
      client.ok(api.encryptionKeys.add, { params: { accountId }, body: { alias: 'k', arn, providerAccountId } });
    const good = await add(arnOf(CUSTOMER_AWS_ACCOUNT));
    const bad = await add(arnOf('999999999999'));

    expect(await client.ok(api.encryptionKeys.validate, { params: { accountId, keyId: good.id } })).toEqual({
      isValid: true,
      message: MESSAGES.encryptionKeys.valid,
    });
    expect(await client.ok(api.encryptionKeys.validate, { params: { accountId, keyId: bad.id } })).toEqual({
      isValid: false,
      message: MESSAGES.encryptionKeys.wrongAwsAccount('999999999999', 'Acme AWS', CUSTOMER_AWS_ACCOUNT),
    });
    const listed = await client.ok(api.encryptionKeys.list, { params: { accountId } });
    // Both added at one instant of the test clock: their order is not the point.
    expect(listed.map((k) => [k.id, k.validity, k.arn.isValid])).toEqual(
      expect.arrayContaining([
        [good.id, 'Valid', true],
        [bad.id, 'Invalid', false],
      ]),
    );
    expect(listed).toHaveLength(2);
    expect((await auditOf(app, accountId)).map((e) => e.type)).toEqual([
      'ENCRYPTION_KEY_ADDED',
      'ENCRYPTION_KEY_ADDED',
      'ENCRYPTION_KEY_VALIDATED',
      'ENCRYPTION_KEY_VALIDATED',
    ]);
  });
});

/** An owner's key of the region on its customer provider account, not yet validated. */
async function customerKey(region = 'us-east-1') {
  const owner = await ownerWithProviderAccount(app);
  const { client, accountId, providerAccountId } = owner;
  const key = await client.ok(api.encryptionKeys.add, {
    params: { accountId },
    body: { alias: 'k', arn: arnOf(CUSTOMER_AWS_ACCOUNT, region), providerAccountId },
  });
  return { ...owner, key };
}
const withKey = (name: string, keyId: string) => ({
  ...cassandraBody(name),
  dataCentres: [{ ...cassandraDataCentre, awsSettings: [{ ebsEncryptionKey: keyId }] }],
});

describe('keys used by clusters', () => {
  const field = 'dataCentres.0.awsSettings.0.ebsEncryptionKey';

  it('a cluster may use a Valid key of its region; the key is then In Use and cannot be deleted (409)', async () => {
    const { client, accountId, key } = await customerKey();
    await client.ok(api.encryptionKeys.validate, { params: { accountId, keyId: key.id } });
    await client.ok(api.clusters.createCassandra, { params: { accountId }, body: withKey('encrypted', key.id) });
    const [listed] = await client.ok(api.encryptionKeys.list, { params: { accountId } });
    expect(listed?.inUse).toBe(true);
    const refused = await client.call(api.encryptionKeys.delete, { params: { accountId, keyId: key.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [{ name: 'CONFLICT', message: MESSAGES.encryptionKeys.inUse }] });
  });

  it.each([
    ['not validated', false, 'us-east-1', MESSAGES.encryptionKeys.notValid],
    ['of another region', true, 'eu-west-1', MESSAGES.encryptionKeys.wrongRegion('EU_WEST_1', 'US_EAST_1')],
  ])('refuses a key %s with a 400 naming the field', async (_, validate, region, message) => {
    const { client, accountId, key } = await customerKey(region);
    if (validate) await client.ok(api.encryptionKeys.validate, { params: { accountId, keyId: key.id } });
    const response = await client.call(api.clusters.createCassandra, {
      params: { accountId },
      body: withKey('refused', key.id),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: field, message }] });
  });

  it('refuses a key of another account as not found', async () => {
    const other = await customerKey();
    const { client, accountId } = await signedInMember(app, 'OWNER');
    const response = await client.call(api.clusters.createCassandra, {
      params: { accountId },
      body: withKey('stranger', other.key.id),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: field, message: MESSAGES.encryptionKeys.notFound }] });
  });
});
