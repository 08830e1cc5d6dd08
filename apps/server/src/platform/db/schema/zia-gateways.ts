import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLOUD_PROVIDERS, ZIA_GATEWAY_STATUSES } from '@datadeck/contracts';
import { createdAt, inList } from './columns.ts';
import { accounts } from './accounts.ts';

// Zero-inbound-access gateways of an account; clusters point at the one they use (zia_gateway_id).

export const ziaGateways = pgTable(
  'zia_gateways',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cloudProvider: text('cloud_provider', { enum: CLOUD_PROVIDERS }).notNull(),
    region: text('region').notNull(),
    pci: boolean('pci').notNull().default(false),
    status: text('status', { enum: ZIA_GATEWAY_STATUSES }).notNull().default('PROVISIONING'),
    /** When the current stage (provisioning or termination) began, by the app clock. */
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }).notNull(),
    /** Bumped by every state change: the engine writes only if the version it read is current. */
    stateVersion: integer('state_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('zia_gateways_account_idx').on(t.accountId, t.createdAt).where(sql`status <> 'TERMINATED'`),
    // The engine's sweep finds gateways mid-lifecycle without reading the settled ones.
    index('zia_gateways_in_progress_idx').on(t.updatedAt).where(sql`status in ('PROVISIONING', 'TERMINATING')`),
    check('zia_gateways_status_check', inList('status', ZIA_GATEWAY_STATUSES)),
  ],
);
