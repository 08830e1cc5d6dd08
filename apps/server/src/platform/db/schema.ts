/**
 * The Drizzle schema, one file per area under schema/: the tables the app and drizzle-kit see
 * (`npm run db:generate` writes the migration from this module's exports).
 */
export * from './schema/core.ts';
export * from './schema/billing.ts';
