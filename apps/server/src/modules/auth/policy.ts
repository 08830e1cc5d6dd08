import { effectivePolicy, type SignInPolicy } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, accountUsers } from '../../platform/db/schema.ts';
import { securitySettingColumns } from '../security/settings-columns.ts';

/** The sign-in policy of a user: the strictest of their accounts' settings (administrators: all). */
export async function policyOf(db: Db, user: { id: string; isAdmin: boolean }): Promise<SignInPolicy> {
  const settings = await db
    .select(securitySettingColumns)
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, user.id));
  return effectivePolicy(settings, user.isAdmin);
}
