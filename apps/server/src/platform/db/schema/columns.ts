import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers every table file shares. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A CHECK that the column holds one of the values (the enum lists of contracts). */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * An outbox row's claim by a delivery run (platform/jobs/leases.ts): the run's token, null when
 * no run holds the row, and the time the claim ends unless the run renews it.
 */
export const leaseColumns = () => ({
  leaseToken: uuid('lease_token'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
});
