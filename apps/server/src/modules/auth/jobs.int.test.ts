import { LIMITS } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../platform/db/schema.ts';
import { PURGE_EXPIRED_SESSIONS } from './jobs.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOBS: 'true' });
});
afterAll(() => app.close());

describe('the expired-session purge on pg-boss', () => {
  it('is scheduled with the app', async () => {
    const schedules = await app.jobs?.boss.getSchedules(PURGE_EXPIRED_SESSIONS);
    expect(schedules?.map((s) => s.cron)).toEqual(['*/15 * * * *']);
  });

  it('deletes expired sessions and keeps live ones when the job runs', async () => {
    const { db, sessions: store } = app.context;
    const user = await createUser(db);
    await store.create(user.id);
    app.clock.advance(LIMITS.sessionTimeoutMs + 1);
    await store.create(user.id);
    expect(await db.select().from(sessions)).toHaveLength(2);

    await app.jobs?.boss.send(PURGE_EXPIRED_SESSIONS);

    await vi.waitFor(async () => expect(await db.select().from(sessions)).toHaveLength(1), {
      timeout: 15_000,
      interval: 200,
    });
  });
});
