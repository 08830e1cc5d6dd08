import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts } from './accounts.ts';

/**
 * An account's OIDC providers (SPEC §3), which OpenSearch Dashboards of its clusters sign in
 * with. Clusters point here (clusters.oidc_provider_id); the rules of §5 hold before a write.
 */
export const oidcProviders = pgTable(
  'oidc_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    /** Sealed with SECRETS_KEY (SecretBox): the cluster driver opens it, no answer ever carries it. */
    clientSecret: text('client_secret').notNull(),
    clientUrl: text('client_url').notNull(),
    clientPort: integer('client_port').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oidc_providers_account_idx').on(t.accountId, t.createdAt)],
);
