import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, leaseColumns } from './columns.ts';

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
    /** The plain-text part, sealed (it may carry a live link). */
    body: text('body').notNull(),
    /** The HTML part, sealed; null for plain-text-only messages. */
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts made; the message is given up (failedAt) after LIMITS.mailMaxAttempts. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this (backoff after a refused attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the mail server said the last time it refused the message. */
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    ...leaseColumns(),
  },
  (t) => [index('outbound_emails_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`)],
);
