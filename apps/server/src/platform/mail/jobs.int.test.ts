import { LIMITS } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DELIVER_EMAILS } from './delivery.ts';
import { outboxRow, queueTestEmail, testEmail } from './mail-test-kit.ts';
import { deliverSoon } from './outbox.ts';

// The job on pg-boss, as the app runs it: the mail server refuses its first attempt.
let smtp: SmtpTestServer;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer({ refuse: 1 });
  app = await startTestApp({ JOBS: 'true', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const POLL = { timeout: 15_000, interval: 100 };

describe('the mail delivery job on pg-boss', () => {
  it('sweeps every minute', async () => {
    const schedules = await app.jobs?.boss.getSchedules(DELIVER_EMAILS);
    expect(schedules?.map((s) => s.cron)).toEqual(['* * * * *']);
  });

  it('runs on deliverSoon, and queues a refused message’s retry for its retry time', async () => {
    const id = await queueTestEmail(app, testEmail());
    await deliverSoon(app.context.queue);
    await vi.waitFor(async () => expect((await outboxRow(app, id)).lastError).toMatch(/^451\b/), POLL);
    expect((await outboxRow(app, id)).attempts).toBe(1);

    const delayed = (await app.jobs?.boss.findJobs(DELIVER_EMAILS, { queued: true })) ?? [];
    // Beyond the look the start queues a lease (30 s) later to take over a dead process's claims.
    const retries = delayed.filter((job) => job.startAfter.getTime() - job.createdOn.getTime() > 45_000);
    expect(retries).toHaveLength(1);
    const delay = (retries[0]?.startAfter.getTime() ?? 0) - (retries[0]?.createdOn.getTime() ?? 0);
    expect(Math.abs(delay - LIMITS.mailFirstRetryMs)).toBeLessThan(5_000);
  });

  it('delivers a message queued after the refusal as soon as it is asked to', async () => {
    const email = testEmail();
    const id = await queueTestEmail(app, email);
    await deliverSoon(app.context.queue);
    const arrived = await smtp.nextMessage((m) => m.subject === email.subject && m.text?.trim() === email.text);
    expect(arrived.html).toBe(email.html);
    await vi.waitFor(async () => expect((await outboxRow(app, id)).sentAt).toEqual(app.clock.now()), POLL);
  });
});
