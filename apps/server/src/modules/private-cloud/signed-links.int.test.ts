import { rm } from 'node:fs/promises';
import path from 'node:path';
import { api, DOWNLOAD_LINK_LIFETIME_MS, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { privateCloudDirOf } from './files.ts';
import { addImage, onPremisesMember, testDataDir } from './private-cloud-test-kit.ts';

let app: TestApp;
let dataDir: string;
/** No session: the link is its own credential. */
let anonymous: ApiClient;
beforeAll(async () => {
  dataDir = await testDataDir();
  app = await startTestApp({ DATA_DIR: dataDir });
  anonymous = new ApiClient(app.url);
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A new image of an on-premises account and a fresh link to it, as path and query. */
async function linkedImage(size = 10_000) {
  const { accountId, client } = await onPremisesMember(app, 'OWNER');
  const image = await addImage(app, accountId, {}, size);
  const { url } = await client.ok(api.privateCloud.downloadLink, { params: { accountId, id: image.id } });
  const link = new URL(url);
  return { ...image, accountId, client, link, path: `${link.pathname}${link.search}` };
}

const download = async (target: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}${target}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('signed download links', () => {
  it('serve the whole file, as an attachment named after it, without a session', async () => {
    const { bytes, fileName, path: target, link } = await linkedImage();
    expect(link.origin).toBe(new URL(app.context.config.publicUrl).origin);
    const { response, bytes: body } = await download(target, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    // The file's own bytes, not re-compressed: Content-Length and ranges count those.
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(body.equals(bytes)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=9990-', 9_990, 9_999],
    ['bytes=-25', 9_975, 9_999],
  ])('answer %s with 206 and exactly those bytes', async (range, start, end) => {
    const { bytes, path: target } = await linkedImage();
    const { response, bytes: body } = await download(target, { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/10000`);
    expect(body.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answer a range outside the file with 416 and the JSON error', async () => {
    const { path: target } = await linkedImage();
    const { response, bytes } = await download(target, { range: 'bytes=10000-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10000');
    expect(JSON.parse(bytes.toString())).toEqual({
      errors: [{ name: 'range', message: MESSAGES.privateCloud.rangeNotSatisfiable }],
    });
  });

  it('expire after 15 minutes (410)', async () => {
    const { path: target } = await linkedImage();
    app.clock.advance(DOWNLOAD_LINK_LIFETIME_MS - 1_000);
    expect((await anonymous.raw('GET', target)).status).toBe(200);
    app.clock.advance(1_000);
    const expired = await anonymous.raw('GET', target);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ errors: [{ name: 'expires', message: MESSAGES.privateCloud.linkExpired }] });
  });

  it('refuse a tampered signature or a lengthened expiry (403)', async () => {
    const { link } = await linkedImage();
    const signature = link.searchParams.get('signature') ?? '';
    const flipped = `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`;
    const tampered = new URL(link);
    tampered.searchParams.set('signature', flipped);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + DOWNLOAD_LINK_LIFETIME_MS));
    for (const url of [tampered, later]) {
      const response = await anonymous.raw('GET', `${url.pathname}${url.search}`);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errors: [{ message: MESSAGES.privateCloud.linkInvalid }] });
    }
  });

  it('do not open another file with the signature of one', async () => {
    const first = await linkedImage();
    const second = await addImage(app, first.accountId);
    const response = await anonymous.raw('GET', `/v1/private-cloud-downloads/${second.id}${first.link.search}`);
    expect(response.status).toBe(403);
  });

  it('name the field of a malformed link (400), and say when the file has gone (404)', async () => {
    const { id, fileName, path: target } = await linkedImage();
    const unsigned = await anonymous.raw('GET', `/v1/private-cloud-downloads/${id}?expires=1`);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ errors: [{ name: 'signature' }] });
    await rm(path.join(privateCloudDirOf(app.context.config), fileName));
    const gone = await anonymous.raw('GET', target);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ errors: [{ message: MESSAGES.privateCloud.fileMissing }] });
  });
});
