import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_EVENT_TYPES,
  type NotificationChoice,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_TYPES,
} from '@datadeck/contracts';
import { createdAt, inList, leaseColumns } from './columns.ts';
import { accounts } from './accounts.ts';

// What an account is told, and how: its notification preferences, its webhooks, the events that
// notify (a transactional outbox) and the deliveries to its webhooks.

/** Notification Preferences (SPEC §3); an account without a row has contracts' default choice. */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Validated by contracts' update schema before it is written. */
  choice: jsonb('choice').$type<NotificationChoice>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account's support and maintenance webhooks (SPEC §3), each with its signing secret. */
export const accountWebhooks = pgTable(
  'account_webhooks',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WEBHOOK_TYPES }).notNull(),
    url: text('url').notNull(),
    /** The HMAC-SHA256 key of X-Datadeck-Signature, sealed (SECRETS_KEY): shown once, read to sign. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.type] }),
    check('account_webhooks_type_check', inList('type', WEBHOOK_TYPES)),
  ],
);

/**
 * Events that notify an account (cluster status changes, maintenance announcements): written in
 * the transaction of the change that causes them, then routed by the account's preferences to
 * e-mail (the outbox) and webhook deliveries by a job, which marks them routed.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ACCOUNT_EVENT_TYPES }).notNull(),
    /** The event's facts (contracts' webhookEventSchema data). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    routedAt: timestamp('routed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_events_unrouted_idx').on(t.occurredAt).where(sql`routed_at is null`),
    check('account_events_type_check', inList('type', ACCOUNT_EVENT_TYPES)),
  ],
);

/**
 * One event (or test message) to one webhook, and how its delivery went: tried at once, then
 * with backoff until LIMITS.webhookRetryWindowMs after it was made. The URL is the one of the
 * moment it was queued.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    webhookType: text('webhook_type', { enum: WEBHOOK_TYPES }).notNull(),
    url: text('url').notNull(),
    eventId: uuid('event_id').references(() => accountEvents.id, { onDelete: 'set null' }),
    eventType: text('event_type', { enum: ACCOUNT_EVENT_TYPES }).notNull(),
    /** The event envelope (contracts' webhookEventSchema), signed when sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's last HTTP status, and at most LIMITS.webhookResponseExcerptBytes of its answer. */
    responseCode: integer('response_code'),
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    ...leaseColumns(),
  },
  (t) => [
    index('webhook_deliveries_account_idx').on(t.accountId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status in ('PENDING', 'RETRYING')`),
    check('webhook_deliveries_type_check', inList('webhook_type', WEBHOOK_TYPES)),
    check('webhook_deliveries_status_check', inList('status', WEBHOOK_DELIVERY_STATUSES)),
    check('webhook_deliveries_event_type_check', inList('event_type', ACCOUNT_EVENT_TYPES)),
  ],
);
