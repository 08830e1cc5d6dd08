import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { api, SESSION_COOKIE, SSO_SERVICE_PATHS } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody } from '../../../test/cluster-requests.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { freshDatabase, testConfig, type TestApp } from '../../../test/test-app.ts';
import { addImage, onPremisesMember, testDataDir } from '../../modules/private-cloud/private-cloud-test-kit.ts';
import { ManualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/** A value the test puts into a query's parameters and looks for in the log. */
const MARKER = 'leak-marker-7c1e9';

interface LogEntry {
  msg: string;
  err?: { type: string; message: string; stack: string; cause?: Record<string, unknown> };
}

/**
 * Database errors carry the values of their query: drizzle puts every parameter into its message
 * ("params: …") and PostgreSQL's `detail` repeats the failing row, a cluster's generated default
 * password and a user's password hashes included. The log keeps only the allow-listed fields.
 * The database is made to refuse real requests by a check constraint added for the test; the
 * answers are 500 on purpose, so the app runs without the declared-status recorder.
 */
describe('a database error in the log', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: FastifyInstance;
  let url: string;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);

  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
    await database.db.execute(
      sql.raw(`alter table clusters add constraint no_marker check (description <> '${MARKER}')`),
    );
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      clock: new ManualClock('2026-11-22T12:00:00Z'),
      logStream: { write: (line) => void lines.push(line) },
    });
    server = app.server;
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const signedInOwner = async () => {
    const accountId = await createAccount(database.db);
    const client = new ApiClient(url);
    await client.signIn((await createMember(database.db, accountId, 'OWNER')).username, TEST_PASSWORD);
    return { client, accountId };
  };

  it("leaves out a new cluster's values, its generated password among them, and still says what failed", async () => {
    const { client, accountId } = await signedInOwner();
    const body = { ...cassandraBody('leaky'), description: MARKER };
    const response = await client.call(api.clusters.createCassandra, { params: { accountId }, body });
    expect(response.status).toBe(500);

    const failed = entries().find((entry) => entry.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "clusters" .*values \(/),
      cause: {
        message: 'new row for relation "clusters" violates check constraint "no_marker"',
        code: '23514',
        table: 'clusters',
        constraint: 'no_marker',
      },
    });
    const log = lines.join('');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain('Failing row');
    expect(log).not.toContain('params');
    expect(log).not.toContain(client.sessionToken ?? SESSION_COOKIE);
  });

  it('leaves out password hashes when a password change fails', async () => {
    const { client } = await signedInOwner();
    // Rows as they are stay; the next change of any user's row is refused, with the row as detail.
    await database.db.execute(sql`update users set display_name = 'frozen'`);
    await database.db.execute(sql`alter table users add constraint frozen check (display_name <> 'frozen') not valid`);
    const response = await client.call(api.auth.changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: `New-${MARKER}-password` },
    });
    expect(response.status).toBe(500);
    expect(entries().filter((entry) => entry.err?.cause?.constraint === 'frozen')).toHaveLength(1);
    const log = lines.join('');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain('Failing row');
  });
});

/**
 * Every request is logged with its URL, and some URLs carry a credential: the links of invitation
 * and two-factor delete e-mails (`?token=`), private-cloud download links (`?signature=`), a
 * standard SSO service's start (`?invitation=`) and callback (`?code=`, `?state=`), and clients
 * that put a bearer token in the URL (`?access_token=`). The app runs with a real log destination;
 * each URL is requested as a browser or script would, and no log line may hold the secret.
 */
describe('credentials in URLs, in the request log', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: TestApp;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
    dataDir = await testDataDir();
    const clock = new ManualClock('2026-11-22T12:00:00Z');
    const built = await buildApp(testConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir }), {
      database,
      clock,
      logStream: { write: (line) => void lines.push(line) },
    });
    const url = await built.server.listen({ port: 0, host: '127.0.0.1' });
    app = { ...built, url, clock, database, close: () => built.server.close() };
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never writes a token, signature, code or state of a URL, and still logs the request', async () => {
    const { accountId, client } = await onPremisesMember(app, 'OWNER');
    const image = await addImage(app, accountId);
    const { url: link } = await client.ok(api.privateCloud.downloadLink, { params: { accountId, id: image.id } });
    const download = new URL(link);
    const signature = download.searchParams.get('signature') ?? '';
    expect(signature).toMatch(/^[0-9a-f]{64}$/);

    const secrets = Array.from({ length: 8 }, () => randomBytes(32).toString('base64url'));
    const [invitation, deletion, startInvitation, code, state, bearer, encodedName, upperName] = secrets;
    const urls = [
      `/accept-invitation?token=${invitation}`,
      `/confirm-cluster-deletion?token=${deletion}`,
      `${download.pathname}${download.search}`,
      `${SSO_SERVICE_PATHS.start('google')}?redirect=%2Fsign-in&invitation=${startInvitation}`,
      `${SSO_SERVICE_PATHS.callback('google')}?code=${code}&state=${state}&iss=https%3A%2F%2Fidp.example`,
      `/v1/me?access_token=${bearer}`,
      `/accept-invitation?%74oken=${encodedName}`,
      `/confirm-cluster-deletion?Token=${upperName}`,
    ];
    for (const url of urls) await fetch(`${app.url}${url}`, { redirect: 'manual' });

    const log = lines.join('');
    for (const value of [...secrets, signature]) expect(log).not.toContain(value);
    // The requests themselves are still there, by path and by every harmless parameter.
    const logged = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/accept-invitation?token=[redacted]',
        `${download.pathname}?expires=${download.searchParams.get('expires')}&signature=[redacted]`,
        `${SSO_SERVICE_PATHS.start('google')}?redirect=%2Fsign-in&invitation=[redacted]`,
        `${SSO_SERVICE_PATHS.callback('google')}?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp.example`,
        '/v1/me?access_token=[redacted]',
      ]),
    );
  });
});
