import { fromPglite, PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-app.ts';
import type { Database } from '../db/database.ts';
import { startJobs, type JobDefinition } from './jobs.ts';

const silent = pino({ level: 'silent' });

describe('job queues', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(() => dispose());

  it('makes a queue again when its policy changed, so a database made before gets the new one', async () => {
    const boss =
      database.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
        : new PgBoss({ connectionString: database.url, max: 1 });
    await boss.start();
    await boss.createQueue('test.looks', { policy: 'stately' });
    await boss.stop({ graceful: false });

    const looks: JobDefinition = { name: 'test.looks', policy: 'short', run: async () => {} };
    const jobs = await startJobs(database, [looks], silent);
    try {
      expect((await jobs.boss.getQueue('test.looks'))?.policy).toBe('short');
    } finally {
      await jobs.stop();
    }
  });
});
