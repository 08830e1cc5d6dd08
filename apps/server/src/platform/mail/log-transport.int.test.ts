import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverDueEmails } from './delivery.ts';
import { outboxRow, queueTestEmail, testEmail } from './mail-test-kit.ts';
import { createMailTransport } from './transport.ts';

// Without SMTP_URL (the embedded default) e-mail goes to the log.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A real pino logger whose lines the test reads back. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('the log transport', () => {
  it('writes each message to the log once, with its link, and marks it sent', async () => {
    expect(app.context.config.smtpUrl).toBeNull();
    const email = testEmail();
    const id = await queueTestEmail(app, email);
    const transport = createMailTransport(app.context.config);
    expect(transport.kind).toBe('log');
    const { log, lines } = recordingLogger();

    expect(await deliverDueEmails(app.context, transport, log)).toMatchObject({ sent: 1 });
    await deliverDueEmails(app.context, transport, log);

    const written = lines.filter((line) => line.to === email.to);
    expect(written).toEqual([
      expect.objectContaining({ subject: email.subject, text: email.text, msg: 'e-mail (log transport)' }),
    ]);
    expect(await outboxRow(app, id)).toMatchObject({ sentAt: app.clock.now(), attempts: 1 });
  });
});
