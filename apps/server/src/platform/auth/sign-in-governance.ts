import { and, eq, exists, not, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { identityProviders } from '../db/schema.ts';

/**
 * Whether an account's security settings govern the sign-in of a user linked to it: always,
 * unless the account's identity provider is active, which leaves them to its owners only (SPEC §2:
 * "for single-sign-on accounts the settings apply only to account owners"; the other users' sign-in
 * is the provider's). One rule for the sign-in policy (`policyOf`) and the session lookup's MFA
 * set-up hold, so the two never disagree. Columns rather than tables: either may be an alias.
 */
export function governsSignIn(
  db: Pick<Db, 'select'>,
  link: { role: AnyPgColumn },
  account: { id: AnyPgColumn },
): SQL | undefined {
  const activeIdp = db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(and(eq(identityProviders.accountId, account.id), eq(identityProviders.enabled, true)));
  return or(eq(link.role, 'OWNER'), not(exists(activeIdp)));
}
