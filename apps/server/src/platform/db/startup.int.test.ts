import { randomUUID } from 'node:crypto';
import { DEMO_USERS } from '@datadeck/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describeError } from '@datadeck/service-kit';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl, quoteIdent } from '../../../test/database-template.ts';
import { freshDatabase, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { users } from './schema.ts';
import { onPostgresOnly } from '../../../test/postgres-only.ts';

const template = inject('templateDatabase');

/**
 * Only PostgreSQL can have two processes on one database; a PGlite data directory belongs to one
 * process. CI runs the integration suite with DATABASE_URL as well, where this runs.
 */
describe(
  'two instances starting together on an empty PostgreSQL database',
  onPostgresOnly('two instances share one database server'),
  () => {
    it('both start; the migrations run once and the demo users exist once', async () => {
      if (template.kind !== 'postgres') return;
      const name = `datadeck_empty_${randomUUID().replaceAll('-', '')}`;
      const admin = new Client({ connectionString: template.serverUrl });
      await admin.connect();
      // Empty, not cloned from the migrated template: both instances find nothing there.
      await admin.query(`create database ${quoteIdent(name)}`);
      try {
        const config = testConfig({ DATABASE_URL: databaseUrl(template.serverUrl, name), SEED_DEMO: 'true' });
        const started = await Promise.allSettled([buildApp(config), buildApp(config)]);
        const apps = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        try {
          expect(
            started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
          ).toEqual(['started', 'started']);
          const [first] = apps;
          if (!first) throw new Error('no instance started');
          // People only: the demo's service user is a users row too (kind 'service').
          const [seeded] = await first.context.db.select({ n: count() }).from(users).where(eq(users.kind, 'person'));
          expect(seeded?.n).toBe(DEMO_USERS.length);
        } finally {
          await Promise.all(apps.map((app) => app.server.close()));
        }
      } finally {
        await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
        await admin.end();
      }
    });
  },
);

describe('a start-up failure', () => {
  it("is told with the failed query and the database's reason, never the query's parameters", async () => {
    const { database, dispose } = await freshDatabase();
    try {
      // The demo seed's write of its users fails, as it did when a second instance seeded too.
      await database.db.execute(sql`
        create function refuse_users() returns trigger language plpgsql as $$
        begin raise exception 'users are refused'; end $$`);
      await database.db.execute(
        sql`create trigger refuse_users before insert on users for each statement execute function refuse_users()`,
      );
      const failure = await buildApp(testConfig({ SEED_DEMO: 'true' }), { database }).catch((err: unknown) => err);
      if (!(failure instanceof Error)) throw new Error('the server started');
      // What runService prints of it: the query and the database's reason, not the users' password
      // hashes, which were the query's parameters.
      const printed = describeError(failure);
      expect(printed).toMatch(/Failed query: insert into "users"/);
      expect(printed).toContain('users are refused');
      expect(printed).not.toContain('$argon2id$');
    } finally {
      await dispose();
    }
  });
});
