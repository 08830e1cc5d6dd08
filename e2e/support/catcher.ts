import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * What the console sends out, caught for the e2e suite, run by Playwright as one of its web
 * servers: its e-mail arrives here over real SMTP (SMTP_URL), its webhook calls over HTTP
 * (`POST /webhooks/<name>`, a receiver URL a test saves as an account webhook). The tests, which
 * run in other processes, read what arrived over HTTP (`GET /messages`, `GET /webhooks/<name>`).
 * Loopback only.
 */
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_HTTP_PORT are required');

/** What the tests see of a message. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** What the tests see of a webhook call. */
export interface CaughtWebhook {
  headers: Record<string, string>;
  body: string;
}

const caught: CaughtMail[] = [];
const webhookCalls = new Map<string, CaughtWebhook[]>();

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData: (stream, session, callback) => {
    simpleParser(stream).then(
      (parsed) => {
        caught.push({
          from: parsed.from?.text ?? '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        });
        callback();
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://catcher');
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(to ? caught.filter((m) => m.to.includes(to)) : caught));
    return;
  }
  const webhook = /^\/webhooks\/([\w-]{1,64})$/.exec(url.pathname)?.[1];
  if (webhook !== undefined && request.method === 'POST') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      webhookCalls.set(webhook, [
        ...(webhookCalls.get(webhook) ?? []),
        { headers, body: Buffer.concat(chunks).toString('utf8') },
      ]);
      response.end('ok');
    });
    return;
  }
  if (webhook !== undefined) {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(webhookCalls.get(webhook) ?? []));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
