import type { JobQueue } from '../jobs/jobs.ts';
import { DELIVER_EMAILS } from './delivery.ts';
import type { Db } from '../db/database.ts';
import { outboundEmails } from '../db/schema.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { OutgoingEmail } from './transport.ts';

export type { OutgoingEmail } from './transport.ts';

/**
 * Puts a message in the outbox, in the caller's transaction: it is sent only if the change that
 * causes it commits, and a crash after the commit loses nothing (the delivery job finds it).
 * Both parts are sealed, since until sent they may carry a live one-time link.
 */
export async function queueEmail(tx: Pick<Db, 'insert'>, secrets: SecretBox, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(outboundEmails)
    .values({
      recipient: email.to,
      subject: email.subject,
      body: secrets.seal(email.text),
      html: email.html === undefined ? null : secrets.seal(email.html),
    })
    .returning({ id: outboundEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Asks the delivery job to send what is due now: call it after the transaction that queued the
 * message commits (before, the job could look before the row is visible). Without it the
 * message still leaves with the job's next scheduled sweep.
 */
export async function deliverSoon(queue: JobQueue): Promise<void> {
  await queue.send(DELIVER_EMAILS, {});
}
