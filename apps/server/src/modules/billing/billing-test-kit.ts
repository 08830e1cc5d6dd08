import { CSRF_HEADER, type AddressDetails, type BillingUpdateInput, type Role } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import { signedInMember } from '../../../test/members.ts';
import { ApiClient } from '../../../test/api-client.ts';
import { providerPublicKey, startPaySandbox, type PaySandbox, type ProviderKey } from '../../../test/pay-sandbox.ts';
import { recordUndeclaredStatuses } from '../../../test/declared-statuses.ts';
import { freshDatabase, testConfig, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Env } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';

/** What the billing tests share: a console whose log they read, members, forms, audit rows. */

export interface LoggedTestApp extends TestApp {
  /** Every line the console server logged (LOG_LEVEL=trace). */
  logs(): string;
}

/** The provider sandbox as its own process, a logged console pointed at it, and the provider's key. */
export interface CardConsole {
  sandbox: PaySandbox;
  app: LoggedTestApp;
  /** What a secured field encrypts card values with. */
  providerKey: ProviderKey;
  close(): Promise<void>;
}

export async function startCardConsole(): Promise<CardConsole> {
  const sandbox = await startPaySandbox();
  const app = await startLoggedApp(sandbox.env);
  const providerKey = await providerPublicKey(sandbox, new URL(app.context.config.publicUrl).origin);
  return {
    sandbox,
    app,
    providerKey,
    close: async () => {
      await app.close();
      await sandbox.stop();
    },
  };
}

/** The real console on a fresh database, logging everything at trace into memory. */
export async function startLoggedApp(env: Env): Promise<LoggedTestApp> {
  const { database, dispose } = await freshDatabase();
  const lines: string[] = [];
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  const app = await buildApp(testConfig({ LOG_LEVEL: 'trace', ...env }), {
    database,
    clock,
    instrument: recordUndeclaredStatuses,
    logStream: { write: (line) => void lines.push(line) },
  });
  const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...app,
    url,
    clock,
    database,
    logs: () => lines.join(''),
    close: async () => {
      await app.server.close();
      await dispose();
    },
  };
}

/** A user with `role` on an account (a fresh one unless given), signed in. */
export const billingMember = (app: TestApp, role: Role = 'BILLING', accountId?: string) =>
  signedInMember(app, role, accountId);

/** A valid billing address (SPEC §5). */
export const ADDRESS: AddressDetails = {
  firstName: 'Jane',
  lastName: 'Smith',
  phoneNumber: '+61 2 9876 5432',
  companyName: 'Example Pty Ltd',
  streetAddress: '1 George Street',
  extendedAddress: null,
  locality: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  countryCodeAlpha2: 'AU',
};

/** A valid billing form (SPEC §5). */
export const billingForm = (overrides: Partial<BillingUpdateInput> = {}): BillingUpdateInput => ({
  contactEmail: 'accounts@example.com',
  addressDetails: ADDRESS,
  ...overrides,
});

/** A POST of a body the contract's types would not let a caller write: deliberately bad input. */
export function postRaw(client: ApiClient, path: string, body: unknown) {
  return client.raw('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: client.csrfToken ?? '' },
  });
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every value of every column of every table, as text: where a card value kept anywhere shows. */
export async function everyStoredValue(db: Db): Promise<string[]> {
  const columns = rowsOf(
    await db.execute(
      sql`select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    ),
  );
  // Fewer columns would mean the query missed the schema, and the search would prove nothing.
  if (columns.length <= 50) throw new Error(`only ${columns.length} columns found`);
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = rowsOf(
      await db.execute(
        sql.raw(
          `select ${quoted(String(column))}::text as v from ${quoted(String(table))} where ${quoted(String(column))} is not null`,
        ),
      ),
    );
    for (const row of rows) values.push(String(row.v));
  }
  return values;
}

/**
 * A CVC as a value of its own, not digits inside a longer number, id or time. Digits after "n."
 * are a fraction, such as a timestamp's milliseconds ("12:02:30.864+00"), never a CVC.
 */
export const standalone = (digits: string) => new RegExp(`(?<![0-9A-Za-z]|[0-9]\\.)${digits}(?![0-9A-Za-z])`);

export { auditOf } from '../../../test/audit.ts';
