import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { outboundEmails } from '../db/schema.ts';
import { queueEmail, type OutgoingEmail } from './outbox.ts';

/** A message with a link in both parts, to a fresh address (tests share one database per file). */
export function testEmail(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  const link = `https://console.example.com/accept?token=${randomUUID()}`;
  return {
    to: `${randomUUID()}@example.com`,
    subject: 'You are invited to Datadeck',
    text: `Accept the invitation: ${link}`,
    html: `<p><a href="${link}">Accept the invitation</a></p>`,
    ...overrides,
  };
}

/** Queues a message the way the modules do, in a transaction of its own; returns the row's id. */
export async function queueTestEmail(app: TestApp, email: OutgoingEmail): Promise<string> {
  return app.context.db.transaction((tx) => queueEmail(tx, app.context.secrets, email));
}

/** The outbox row of a message. */
export async function outboxRow(app: TestApp, id: string): Promise<typeof outboundEmails.$inferSelect> {
  const [row] = await app.context.db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}
