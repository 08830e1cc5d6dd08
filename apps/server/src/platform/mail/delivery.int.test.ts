import { LIMITS } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, TEST_REFUSAL, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverDueEmails } from './delivery.ts';
import { mailJobs } from './jobs.ts';
import { outboxRow, queueTestEmail, testEmail } from './mail-test-kit.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

const MAIL_FROM = 'Datadeck Tests <console@datadeck.test>';

let smtp: SmtpTestServer;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** What a message's To says, as the server received it. */
const toOf = (message: { to?: { text: string } | { text: string }[] | undefined }): string =>
  [message.to ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');

/** A transport to another test server (one that refuses), built as SMTP_URL would build it. */
const transportTo = (server: SmtpTestServer): MailTransport =>
  createMailTransport({ smtpUrl: server.url, mailFrom: MAIL_FROM });

describe('e-mail delivery over SMTP', () => {
  it('sends a queued message with its text and HTML parts, From and subject, through the job', async () => {
    const email = testEmail();
    const plain = testEmail({ subject: 'Plain only', html: undefined });
    const id = await queueTestEmail(app, email);
    const plainId = await queueTestEmail(app, plain);
    const [job] = mailJobs(app.context);
    await job?.run(app.server.log, {});

    const arrived = await smtp.nextMessage((m) => toOf(m) === email.to);
    expect(arrived.from?.value).toEqual([{ name: 'Datadeck Tests', address: 'console@datadeck.test' }]);
    expect(arrived.subject).toBe(email.subject);
    expect(arrived.text?.trim()).toBe(email.text);
    expect(arrived.html).toBe(email.html);
    const plainArrived = await smtp.nextMessage((m) => toOf(m) === plain.to);
    expect(plainArrived.text?.trim()).toBe(plain.text);
    expect(plainArrived.html).toBe(false);
    expect(await outboxRow(app, id)).toMatchObject({ sentAt: app.clock.now(), attempts: 1, lastError: null });
    expect((await outboxRow(app, plainId)).sentAt).toEqual(app.clock.now());

    // Sent is sent: the next run sends nothing again.
    expect(await deliverDueEmails(app.context, transportTo(smtp), app.server.log)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.messages.filter((m) => toOf(m) === email.to)).toHaveLength(1);
  });

  it('tries a refused message again a minute later, not before', async () => {
    const refusing = await startSmtpTestServer({ refuse: 1 });
    try {
      const transport = transportTo(refusing);
      const email = testEmail();
      const id = await queueTestEmail(app, email);
      expect(await deliverDueEmails(app.context, transport, app.server.log)).toMatchObject({ retrying: 1 });
      const refused = await outboxRow(app, id);
      expect(refused).toMatchObject({
        attempts: 1,
        sentAt: null,
        failedAt: null,
        nextAttemptAt: new Date(app.clock.now().getTime() + LIMITS.mailFirstRetryMs),
      });
      expect(refused.lastError).toMatch(/^451\b/);
      expect(refused.lastError).toContain(TEST_REFUSAL);

      // Not due yet: nothing is tried.
      app.clock.advance(LIMITS.mailFirstRetryMs - 1);
      await deliverDueEmails(app.context, transport, app.server.log);
      expect(refusing.attempts).toBe(1);

      app.clock.advance(1);
      expect(await deliverDueEmails(app.context, transport, app.server.log)).toMatchObject({ sent: 1 });
      expect((await refusing.nextMessage()).subject).toBe(email.subject);
      expect(await outboxRow(app, id)).toMatchObject({ attempts: 2, sentAt: app.clock.now() });
    } finally {
      await refusing.close();
    }
  });

  it('gives a message up after LIMITS.mailMaxAttempts refusals, doubling the wait each time', async () => {
    const refusing = await startSmtpTestServer({ refuse: LIMITS.mailMaxAttempts });
    try {
      const transport = transportTo(refusing);
      const id = await queueTestEmail(app, testEmail());
      for (let attempt = 1; attempt < LIMITS.mailMaxAttempts; attempt += 1) {
        expect(await deliverDueEmails(app.context, transport, app.server.log)).toMatchObject({ retrying: 1 });
        const wait = LIMITS.mailFirstRetryMs * 2 ** (attempt - 1);
        expect(await outboxRow(app, id)).toMatchObject({
          attempts: attempt,
          nextAttemptAt: new Date(app.clock.now().getTime() + wait),
        });
        app.clock.advance(wait);
      }
      expect(await deliverDueEmails(app.context, transport, app.server.log)).toMatchObject({ failed: 1 });
      const given = await outboxRow(app, id);
      expect(given).toMatchObject({ attempts: LIMITS.mailMaxAttempts, sentAt: null, failedAt: app.clock.now() });
      expect(given.lastError).toContain(TEST_REFUSAL);

      // Given up is final, however long after.
      app.clock.advance(30 * 24 * 60 * 60_000);
      expect(await deliverDueEmails(app.context, transport, app.server.log)).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(refusing.attempts).toBe(LIMITS.mailMaxAttempts);
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it('sends each message once when two runs go at the same time', async () => {
    const emails = Array.from({ length: 30 }, () => testEmail());
    for (const email of emails) await queueTestEmail(app, email);
    const transport = transportTo(smtp);
    const runs = await Promise.all([
      deliverDueEmails(app.context, transport, app.server.log),
      deliverDueEmails(app.context, transport, app.server.log),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(emails.length);
    for (const email of emails) expect(smtp.messages.filter((m) => toOf(m) === email.to)).toHaveLength(1);
  });

  it('insists on STARTTLS for smtp:// unless the URL says requireTLS=false', async () => {
    const strictUrl = smtp.url.replace('?requireTLS=false', '');
    const strict = createMailTransport({ smtpUrl: strictUrl, mailFrom: MAIL_FROM });
    const before = smtp.attempts;
    await expect(strict.send(testEmail(), app.server.log)).rejects.toThrow(/STARTTLS/);
    // Refused before anything was said: no MAIL FROM, so no address and no body went in clear.
    expect(smtp.attempts).toBe(before);
  });
});
