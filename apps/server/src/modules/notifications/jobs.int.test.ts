import { api } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffUser } from '../../../test/staff.ts';
import { ROUTE_NOTIFICATIONS } from '../../platform/account-events.ts';
import { accountWithContacts, emailsTo, eventsOf } from './notifications-test-kit.ts';

// The routing job on pg-boss, as the app runs it.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOBS: 'true' });
});
afterAll(() => app.close());

const POLL = { timeout: 15_000, interval: 100 };

describe('the notification routing job on pg-boss', () => {
  it('sweeps every minute', async () => {
    const schedules = await app.jobs?.boss.getSchedules(ROUTE_NOTIFICATIONS);
    expect(schedules?.map((s) => s.cron)).toEqual(['* * * * *']);
  });

  it('routes a maintenance announcement as soon as staff make it, not at the next sweep', async () => {
    const { accountId, domain } = await accountWithContacts(app);
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.createMessage, {
      body: {
        message: 'Storage upgrade on Saturday',
        severity: 'warning',
        accountId,
        expiresAt: null,
        maintenance: 'NON_DISRUPTIVE',
      },
    });
    await vi.waitFor(async () => expect((await eventsOf(app, accountId))[0]?.routedAt).toBeInstanceOf(Date), POLL);
    expect((await emailsTo(app, domain)).map((email) => email.to)).toEqual([`maint@${domain}`]);
  });
});
