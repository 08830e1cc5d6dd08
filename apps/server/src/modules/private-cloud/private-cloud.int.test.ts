import { rm } from 'node:fs/promises';
import path from 'node:path';
import { api, CSRF_HEADER, ERROR_CODES, formatFileSize, MESSAGES, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit.ts';
import { basicAuth, signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { privateCloudDirOf } from './files.ts';
import { addImage, onPremisesMember, sha256, testDataDir } from './private-cloud-test-kit.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await testDataDir();
  app = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('private-cloud images by role (DOWNLOAD_RESOURCES)', () => {
  it.each<[Role, number, number]>([
    ['OWNER', 200, 200],
    ['CLUSTER_ADMIN', 200, 200],
    ['BILLING', 403, 403],
    ['READ_ONLY', 403, 403],
  ])('%s lists with %d and takes a link with %d', async (role, listStatus, linkStatus) => {
    const { accountId, client } = await onPremisesMember(app, role);
    const { id } = await addImage(app, accountId);
    expect((await client.call(api.privateCloud.list, { params: { accountId } })).status).toBe(listStatus);
    expect((await client.call(api.privateCloud.downloadLink, { params: { accountId, id } })).status).toBe(linkStatus);
  });

  it('lists the images with the size and SHA-256 of their files, the latest of each group marked', async () => {
    const { accountId, client } = await onPremisesMember(app, 'OWNER');
    const old = await addImage(app, accountId, { version: '4.0.11' });
    const latest = await addImage(app, accountId, { version: '4.1.3' }, 7_000);
    const kafka = await addImage(app, accountId, { product: 'KAFKA', version: '3.6.1', cpuArch: 'arm64' });
    const images = await client.ok(api.privateCloud.list, { params: { accountId } });
    const byId = new Map(images.map((image) => [image.id, image]));
    expect(byId.get(latest.id)).toMatchObject({
      cassandraTag: '4.1.3',
      fileSize: 7_000,
      checksum: sha256(latest.bytes),
      latest: true,
      available: true,
    });
    expect(byId.get(old.id)).toMatchObject({ cassandraTag: '4.0.11', checksum: sha256(old.bytes), latest: false });
    expect(byId.get(kafka.id)).toMatchObject({ kafkaTag: '3.6.1', cpuArch: 'arm64', latest: true });
    expect(formatFileSize(byId.get(latest.id)?.fileSize ?? 0)).toBe('7000 B');
  });

  it('refuses an account without the on-premises flag with 403, for the list and a link', async () => {
    const { accountId, client } = await signedInMember(app, 'OWNER');
    const { id } = await addImage(app, accountId);
    for (const response of [
      await client.call(api.privateCloud.list, { params: { accountId } }),
      await client.call(api.privateCloud.downloadLink, { params: { accountId, id } }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.privateCloud.onPremisesOnly }],
      });
    }
  });

  it("does not give a link to another account's image, and names a malformed id", async () => {
    const { accountId, client } = await onPremisesMember(app, 'OWNER');
    const other = await onPremisesMember(app, 'OWNER');
    const { id } = await addImage(app, other.accountId);
    expect((await client.call(api.privateCloud.downloadLink, { params: { accountId, id } })).status).toBe(404);
    const bad = await client.raw('POST', `/v1/accounts/${accountId}/resources/private-cloud/not-a-uuid`, {
      headers: { [CSRF_HEADER]: client.csrfToken ?? '' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });

  it('says so cleanly when a file has disappeared: unavailable in the list, 409 for a link', async () => {
    const { accountId, client } = await onPremisesMember(app, 'OWNER');
    const { id, fileName } = await addImage(app, accountId);
    await rm(path.join(privateCloudDirOf(app.context.config), fileName));
    const [image] = await client.ok(api.privateCloud.list, { params: { accountId } });
    expect(image).toMatchObject({ id, available: false });
    const response = await client.call(api.privateCloud.downloadLink, { params: { accountId, id } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ errors: [{ name: 'id', message: MESSAGES.privateCloud.fileMissing }] });
  });

  it('audits each link generated, naming the file', async () => {
    const { accountId, client, user } = await onPremisesMember(app, 'CLUSTER_ADMIN');
    const { id, fileName } = await addImage(app, accountId);
    await client.ok(api.privateCloud.downloadLink, { params: { accountId, id } });
    expect(await auditOf(app, accountId)).toEqual([
      { type: 'PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED', actor: user.username, detail: fileName },
    ]);
  });
});

describe("the spec's own paths, for an API key of the account", () => {
  it('lists and links with a provisioning key; a read-only role is refused', async () => {
    const owner = await onPremisesMember(app, 'OWNER');
    const { id } = await addImage(app, owner.accountId);
    const { key } = await owner.client.ok(api.apiKeys.generate, {
      params: { accountId: owner.accountId },
      body: { apiKeyType: 'PROVISIONING' },
    });
    const headers = basicAuth(owner.user.username, key);
    const images = await owner.client.ok(api.publicPrivateCloud.list, { headers });
    expect(images.map((image) => image.id)).toEqual([id]);
    const { url } = await owner.client.ok(api.publicPrivateCloud.downloadLink, { params: { id }, headers });
    expect(new URL(url).pathname).toBe(`/v1/private-cloud-downloads/${id}`);

    const reader = await signedInMember(app, 'READ_ONLY', owner.accountId);
    const readerKey = await reader.client.ok(api.apiKeys.generate, {
      params: { accountId: owner.accountId },
      body: { apiKeyType: 'READ_ONLY_PROVISIONING' },
    });
    const readerHeaders = basicAuth(reader.user.username, readerKey.key);
    expect((await reader.client.call(api.publicPrivateCloud.list, { headers: readerHeaders })).status).toBe(403);
  });
});
