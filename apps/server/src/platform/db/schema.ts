/**
 * The Drizzle schema, one file per area under schema/: the tables the app and drizzle-kit see
 * (`npm run db:generate` writes the migration from this module's exports). Areas import only
 * the ones before them: identity, accounts, access, clusters, mail, billing, people, notifications.
 */
export * from './schema/identity.ts';
export * from './schema/accounts.ts';
export * from './schema/oidc-providers.ts';
export * from './schema/access.ts';
export * from './schema/zia-gateways.ts';
export * from './schema/clusters.ts';
export * from './schema/mail.ts';
export * from './schema/billing.ts';
export * from './schema/people.ts';
export * from './schema/notifications.ts';
export * from './schema/tags.ts';
export * from './schema/encryption-keys.ts';
export * from './schema/private-cloud.ts';
export * from './schema/sso.ts';
