import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts } from './accounts.ts';

// Cluster resources: the cloud provider accounts of an account and the KMS keys registered on them.

/**
 * Provider accounts (SPEC §2 "Provider Account"): the cloud accounts an account's clusters run
 * in. Every account has Instaclustr's own (INSTACLUSTR); run-in-your-own-account customers add
 * theirs. Only AWS for now, as only AWS keys exist; `aws_account_id` is its 12-digit external id.
 */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider', { enum: ['AWS_VPC'] })
      .notNull()
      .default('AWS_VPC'),
    awsAccountId: text('aws_account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_accounts_account_name_key').on(t.accountId, t.name),
    check('provider_accounts_aws_account_check', sql`aws_account_id ~ '^[0-9]{12}$'`),
  ],
);

/**
 * Encryption keys (SPEC §2, §3): the ARN as given, with what it says stored beside it (region in
 * the console's naming, AWS account, KMS id) so lists and the create-cluster check need no parsing.
 * `is_valid` is null until the driver validated the key (validity Unknown).
 */
export const encryptionKeys = pgTable(
  'encryption_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // A provider account with keys stays: its keys say which cloud account they serve.
    providerAccountId: uuid('provider_account_id')
      .notNull()
      .references(() => providerAccounts.id, { onDelete: 'restrict' }),
    alias: text('alias').notNull(),
    arn: text('arn').notNull(),
    region: text('region').notNull(),
    awsAccountId: text('aws_account_id').notNull(),
    kmsId: text('kms_id').notNull(),
    isValid: boolean('is_valid'),
    createdAt: createdAt(),
  },
  (t) => [index('encryption_keys_account_idx').on(t.accountId, t.createdAt)],
);
