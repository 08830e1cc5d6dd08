import { LIMITS } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers } from '../../platform/db/schema.ts';

/**
 * Inactivity revocation (SPEC §9): a user who has not signed in for 90 days loses access to
 * every account whose settings revoke inactive users, and administrators (who always get the
 * strictest rules) to every account. No account is left without an owner: an inactive owner loses
 * access only while another owner of the account is active (and so stays); when all its owners
 * are inactive, all of them keep it, none being a better choice than the others (counting the
 * owners instead let two idle owners both go). Only people count as owners. Service users never
 * sign in, so they are never inactive: their keys are governed by their administrators. Returns
 * how many links were removed.
 */
export async function revokeInactiveUsers(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LIMITS.inactivityRevocationMs).toISOString();
  const revoked = await db
    .delete(accountUsers)
    .where(
      sql`(${accountUsers.accountId}, ${accountUsers.userId}) in (
        select au.account_id, au.user_id
        from account_users au
        join accounts a on a.id = au.account_id
        join users u on u.id = au.user_id
        where u.kind = 'person'
          and (a.inactivity_revocation or u.is_admin)
          and coalesce(u.last_login_at, u.created_at) < ${cutoff}::timestamptz
          and not (
            au.role = 'OWNER'
            and not exists (
              select 1 from account_users o join users p on p.id = o.user_id
              where o.account_id = au.account_id and o.role = 'OWNER' and p.kind = 'person'
                and coalesce(p.last_login_at, p.created_at) >= ${cutoff}::timestamptz
            )
          )
      )`,
    )
    .returning({ userId: accountUsers.userId });
  return revoked.length;
}
