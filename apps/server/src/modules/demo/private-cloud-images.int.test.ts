import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { api, DEMO_ACCOUNT_NAME, DEMO_PASSWORD } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PRIVATE_CLOUD_IMAGES } from './private-cloud.ts';
import { privateCloudDirOf } from '../private-cloud/files.ts';
import { sha256, testDataDir } from '../private-cloud/private-cloud-test-kit.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await testDataDir();
  app = await startTestApp({ SEED_DEMO: 'true', DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo images', () => {
  it('are on the on-premises Demo Account, each checksum the SHA-256 of its file', async () => {
    const client = new ApiClient(app.url);
    const me = await client.signIn('demo-owner', DEMO_PASSWORD);
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    expect((await client.ok(api.accounts.get, { params: { accountId } })).onPremisesEnabled).toBe(true);
    const images = await client.ok(api.privateCloud.list, { params: { accountId } });
    expect(images).toHaveLength(DEMO_PRIVATE_CLOUD_IMAGES.length);
    for (const image of images) {
      const bytes = await readFile(path.join(privateCloudDirOf(app.context.config), image.fileName));
      expect(image).toMatchObject({ fileSize: bytes.length, checksum: sha256(bytes), available: true });
    }
    expect(images.filter((image) => !image.latest).map((image) => image.cassandraTag)).toEqual(['4.0.11']);
  });
});
