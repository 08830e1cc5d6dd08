import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';

/** A message the console sends: a plain-text part, and an HTML part where it has one. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Where a message goes once it is due. `send` resolves when the message was accepted and throws
 * when it was not (the delivery job records why and tries again later).
 */
export interface MailTransport {
  readonly kind: 'log' | 'smtp';
  send(email: OutgoingEmail, log: FastifyBaseLogger): Promise<void>;
  /**
   * Checks once that the transport can work (the mail server answers and takes the login) and
   * logs what it finds; never throws, so a mail server briefly down does not stop anything.
   */
  check(log: FastifyBaseLogger): Promise<void>;
}

/**
 * Seconds an SMTP exchange may take, ours rather than nodemailer's (2 minutes to connect, 10 of
 * silence): a run sends its messages one after the other, and a hung server must not hold up
 * the messages claimed behind the one it hangs on for long (their claim is renewed meanwhile).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The log transport without SMTP_URL, an SMTP server with it. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport {
  return config.smtpUrl === null ? logTransport : smtpTransport(config.smtpUrl, config.mailFrom);
}

/**
 * The embedded default has no mail server: each message (recipient, subject and the text, with
 * any link) is written to the log once, which is how a self-hoster follows a confirmation link.
 * The HTML part says the same as the text and is left out.
 */
const logTransport: MailTransport = {
  kind: 'log',
  send: async (email, log) => {
    log.info({ to: email.to, subject: email.subject, text: email.text }, 'e-mail (log transport)');
  },
  check: async (log) => {
    log.info('e-mail goes to the log: set SMTP_URL to send it');
  },
};

/**
 * nodemailer reads the URL: `smtps://` is TLS from the first byte; `smtp://` speaks plain SMTP
 * and upgrades with STARTTLS. nodemailer alone would upgrade only when the server offers
 * STARTTLS, so a man in the middle who removes the offer would get our mail (and the login) in
 * clear text without anyone knowing. We set `requireTLS`: no STARTTLS, no message. A plain server
 * (a relay on localhost, a test server) is allowed only by saying so in the URL with nodemailer's
 * own query option `?requireTLS=false` (its URL options win over ours), which is logged as a
 * warning at the first run. Other nodemailer options may be given the same way (`?tls.servername=…`).
 */
function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({ ...SMTP_TIMEOUTS, requireTLS: true, url }, { from });
  const plainAllowed = url.startsWith('smtp:') && new URL(url).searchParams.get('requireTLS') === 'false';
  return {
    kind: 'smtp',
    send: async (email) => {
      await transporter.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html === undefined ? {} : { html: email.html }),
      });
    },
    check: async (log) => {
      const server = serverOf(url);
      if (plainAllowed)
        log.warn({ server }, 'SMTP_URL allows plain text (requireTLS=false): mail may travel unencrypted');
      try {
        await transporter.verify();
        log.info({ server }, 'mail server ready');
      } catch (err) {
        // Not fatal: messages wait in the outbox and are tried again with backoff.
        log.error({ server, reason: refusalText(err) }, 'mail server check failed: e-mail waits in the outbox');
      }
    },
  };
}

/** host:port of the URL, for the log: never the user or password. */
function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
}

/** Longest reason kept in outbound_emails.last_error (a server's reply can run on). */
const MAX_REASON_LENGTH = 1_000;

/**
 * Why a message was not sent, for outbound_emails.last_error and the log: the mail server's reply
 * when there was one (`451 4.3.0 Try again later`), else nodemailer's code and message
 * (`ECONNECTION: connect ECONNREFUSED …`). Neither carries the login: nodemailer's messages name
 * the host and the server's words, never the password.
 */
export function refusalText(err: unknown): string {
  const isObject = typeof err === 'object' && err !== null;
  const response = isObject && 'response' in err && typeof err.response === 'string' ? err.response : '';
  const code = isObject && 'code' in err && typeof err.code === 'string' ? `${err.code}: ` : '';
  const message = err instanceof Error ? err.message : String(err);
  return (response || `${code}${message}`).slice(0, MAX_REASON_LENGTH);
}
