import { bigserial, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts } from './accounts.ts';

/**
 * Custom tags (SPEC §2 Cluster Resources › Tags): an account's default tags for new clusters.
 * The key is the tag's identity within its account (delete by key); contracts' rules hold before
 * a row is written, and the 30-per-account limit is counted under the account's row lock.
 */
export const customTags = pgTable(
  'custom_tags',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    /** Insertion order: the table's and the wizard's order, even for tags added the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'custom_tags_pkey', columns: [t.accountId, t.key] })],
);
