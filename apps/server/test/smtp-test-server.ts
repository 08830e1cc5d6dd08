import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type { ParsedMail } from 'mailparser';

export interface SmtpTestServer {
  /**
   * `smtp://127.0.0.1:<port>?requireTLS=false`: what SMTP_URL takes for a plain local server
   * (the console insists on STARTTLS unless the URL says requireTLS=false).
   */
  url: string;
  /** Every message accepted, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /** Delivery attempts so far (each MAIL FROM), refused ones included. */
  readonly attempts: number;
  /**
   * The first accepted message matching `predicate` that no earlier call returned: one already
   * here at once, else the next to arrive. Waits on the arrival itself (no polling).
   */
  nextMessage(predicate?: (message: ParsedMail) => boolean): Promise<ParsedMail>;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** The first this many delivery attempts are answered 451 (a temporary failure). */
  refuse?: number;
  /**
   * The first this many delivery attempts get no answer at all (a mail server that hangs): the
   * sender waits on them until its time-out, or until it dies. Counted before `refuse`.
   */
  stall?: number;
}

/** The reply to a refused attempt (a temporary failure: the sender is to try again). */
export const TEST_REFUSAL = 'Mailbox busy, try again later';

interface Waiter {
  predicate: (message: ParsedMail) => boolean;
  resolve: (message: ParsedMail) => void;
}

/**
 * A real SMTP server on a free local port (smtp-server), for tests of real delivery: messages
 * are parsed with mailparser as they arrive, and acknowledged only once parsed, so when the
 * sender's send has resolved the message is in `messages`. Plain SMTP without STARTTLS or AUTH.
 * Free of test-runner imports, so the server tests and the e2e suite can both start it.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: Waiter[] = [];
  let attempts = 0;

  const deliverToWaiter = (message: ParsedMail): void => {
    const index = waiters.findIndex((w) => w.predicate(message));
    const waiter = waiters[index];
    if (!waiter) return;
    waiters.splice(index, 1);
    taken.add(message);
    waiter.resolve(message);
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom: (_address, _session, callback) => {
      attempts += 1;
      const stalled = options.stall ?? 0;
      if (attempts <= stalled) return;
      if (attempts > stalled + (options.refuse ?? 0)) return callback();
      callback(Object.assign(new Error(TEST_REFUSAL), { responseCode: 451 }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (message) => {
          messages.push(message);
          deliverToWaiter(message);
          callback();
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address: AddressInfo | string | null = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP test server has no TCP port');
  const { port } = address;

  return {
    url: `smtp://127.0.0.1:${port}?requireTLS=false`,
    messages,
    get attempts() {
      return attempts;
    },
    nextMessage: (predicate = () => true) => {
      const here = messages.find((m) => !taken.has(m) && predicate(m));
      if (here) {
        taken.add(here);
        return Promise.resolve(here);
      }
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
