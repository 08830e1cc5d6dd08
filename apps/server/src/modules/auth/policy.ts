import { effectivePolicy, type SignInPolicy } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import { governsSignIn } from '../../platform/auth/sign-in-governance.ts';
import type { Db } from '../../platform/db/database.ts';
import { accounts, accountUsers } from '../../platform/db/schema.ts';
import { securitySettingColumns } from '../security/settings-columns.ts';

/**
 * The sign-in policy of a user: the strictest of their accounts' settings (administrators: all).
 * An account whose identity provider is active governs only its owners this way (SPEC §2: "for
 * single-sign-on accounts the settings apply only to account owners"); its other users' sign-in
 * is the identity provider's.
 */
export async function policyOf(db: Db, user: { id: string; isAdmin: boolean }): Promise<SignInPolicy> {
  const settings = await db
    .select(securitySettingColumns)
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, user.id), governsSignIn(db, accountUsers, accounts)));
  return effectivePolicy(settings, user.isAdmin);
}
