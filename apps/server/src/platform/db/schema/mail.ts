import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// E-mail waiting to be sent (the outbox).

/**
 * E-mail the console sends (two-factor delete links, later invitations). Written in the same
 * transaction as the change that causes it; a delivery worker hands rows to the mail transport.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbound_emails_unsent_idx').on(t.createdAt).where(sql`sent_at is null`)],
);
