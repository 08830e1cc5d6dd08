import { api, SESSION_COOKIE } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody } from '../../../test/cluster-requests.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { freshDatabase, testConfig } from '../../../test/test-app.ts';
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
