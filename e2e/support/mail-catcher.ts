import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e suite's mail server, run by Playwright as one of its web servers: the console delivers
 * its e-mail here over real SMTP (SMTP_URL), and the tests, which run in other processes, read
 * what arrived over HTTP (`GET /messages`). Plain SMTP on the loopback only.
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

const caught: CaughtMail[] = [];

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
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
