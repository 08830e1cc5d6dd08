import { api, DEFAULT_PROVIDER_ACCOUNT_NAME } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { referenceErrors, referenceSchema } from '../../../test/instaclustr-reference.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { arnOf, CUSTOMER_AWS_ACCOUNT, keyHeaders, ownerWithProviderAccount } from './encryption-keys-test-kit.ts';
import { INSTACLUSTR_AWS_ACCOUNT_ID } from './queries.ts';

let app: TestApp;
let script: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  script = new ApiClient(app.url);
});
afterAll(() => app.close());

// Paths and statuses of cluster-management-v2.openapi.json, "AWS Encryption Key V2".
describe('AWS encryption keys on the public API, with a CLUSTER_MANAGEMENT key', () => {
  it('adds (202), gets (200), lists as a data source, validates and deletes (204) by the reference paths', async () => {
    const owner = await ownerWithProviderAccount(app);
    const headers = await keyHeaders(owner, 'PROVISIONING');
    const arn = arnOf(CUSTOMER_AWS_ACCOUNT);

    const added = await script.call(api.publicEncryptionKeys.add, {
      body: { alias: 'virginia 1', arn, providerAccountName: 'Acme AWS' },
      headers,
    });
    expect(added.status).toBe(202);
    // Each answer is what Instaclustr's API answers (its reference schemas).
    expect(referenceErrors(referenceSchema('AwsEncryptionKeyV2'), added.body)).toEqual([]);
    const key = api.publicEncryptionKeys.add.response.parse(added.body);
    expect(key).toEqual({
      id: key.id,
      alias: 'virginia 1',
      arn,
      providerAccountName: 'Acme AWS',
      regions: [{ name: 'us-east-1' }],
      inUse: false,
    });
    const params = { encryptionKeyId: key.id };
    expect(await script.ok(api.publicEncryptionKeys.get, { params, headers })).toEqual(key);
    const listed = await script.call(api.publicEncryptionKeys.list, { headers });
    expect(
      referenceErrors({ type: 'array', items: referenceSchema('AccountAwsEncryptionKeysV2') }, listed.body),
    ).toEqual([]);
    const validated = await script.call(api.publicEncryptionKeys.validate, { params, headers });
    expect(referenceErrors(referenceSchema('EncryptionKeyValidationResponseV2'), validated.body)).toEqual([]);
    expect(await script.ok(api.publicEncryptionKeys.list, { headers })).toEqual([
      {
        accountId: owner.accountId,
        encryptionKeys: [key],
      },
    ]);
    expect(await script.ok(api.publicEncryptionKeys.validate, { params, headers })).toMatchObject({
      isValid: true,
      regions: [{ name: 'us-east-1' }],
    });
    // The console sees the validity the script's validation stored.
    const [inConsole] = await owner.client.ok(api.encryptionKeys.list, { params: { accountId: owner.accountId } });
    expect(inConsole?.validity).toBe('Valid');

    expect((await script.call(api.publicEncryptionKeys.delete, { params, headers })).status).toBe(204);
    expect((await script.call(api.publicEncryptionKeys.get, { params, headers })).status).toBe(404);
    expect((await script.call(api.publicEncryptionKeys.delete, { params, headers })).status).toBe(404);
  });

  it('defaults the provider account to INSTACLUSTR, whose AWS account then decides validity', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const headers = await keyHeaders(owner, 'PROVISIONING');
    const key = await script.ok(api.publicEncryptionKeys.add, {
      body: { alias: 'ours', arn: arnOf(INSTACLUSTR_AWS_ACCOUNT_ID) },
      headers,
    });
    expect(key.providerAccountName).toBe(DEFAULT_PROVIDER_ACCOUNT_NAME);
    const validation = await script.ok(api.publicEncryptionKeys.validate, {
      params: { encryptionKeyId: key.id },
      headers,
    });
    expect(validation.isValid).toBe(true);
  });

  it('refuses a malformed ARN and an unknown provider account with 400s naming the field', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const headers = await keyHeaders(owner, 'PROVISIONING');
    const badArn = await script.call(api.publicEncryptionKeys.add, { body: { alias: 'k', arn: 'arn:nope' }, headers });
    expect(badArn.status).toBe(400);
    expect(errorNames(badArn.body)).toEqual(['arn']);
    const unknown = await script.call(api.publicEncryptionKeys.add, {
      body: { alias: 'k', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountName: 'Nobody' },
      headers,
    });
    expect(unknown.status).toBe(400);
    expect(errorNames(unknown.body)).toEqual(['providerAccountName']);
  });

  it('lets a read-only provisioning key read but not change, and refuses other key types and no key', async () => {
    const owner = await ownerWithProviderAccount(app);
    const readOnly = await keyHeaders(owner, 'READ_ONLY_PROVISIONING');
    expect((await script.call(api.publicEncryptionKeys.list, { headers: readOnly })).status).toBe(200);
    const body = { alias: 'k', arn: arnOf(CUSTOMER_AWS_ACCOUNT), providerAccountName: 'Acme AWS' };
    expect((await script.call(api.publicEncryptionKeys.add, { body, headers: readOnly })).status).toBe(403);
    const monitoring = await keyHeaders(owner, 'PROMETHEUS_MONITORING');
    expect((await script.call(api.publicEncryptionKeys.list, { headers: monitoring })).status).toBe(403);
    expect((await script.call(api.publicEncryptionKeys.list)).status).toBe(401);
  });
});
