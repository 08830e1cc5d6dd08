import {
  clusterSearchPattern,
  STAFF_SEARCH_RESULTS,
  type AccountFlags,
  type StaffAccount,
  type staffAccountListSchema,
} from '@datadeck/contracts';
import { asc, count, eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CoreContext } from '../../app-context.ts';
import { accounts, accountUsers } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { linkedUsersOf } from '../linked-users/queries.ts';

type StaffAccountList = z.infer<typeof staffAccountListSchema>;

const flagColumns = {
  clusterCreationAllowed: accounts.clusterCreationAllowed,
  pciCompatible: accounts.pciCompatible,
  onPremisesEnabled: accounts.onPremisesEnabled,
  ssoSelfServeEnabled: accounts.ssoSelfServeEnabled,
  zeroInboundAccessConsoleView: accounts.zeroInboundAccessConsoleView,
  accountType: accounts.accountType,
  invoiced: accounts.invoiced,
} as const;

/** Case-insensitive name in byte order, then id: the same order on PGlite and any server collation. */
const byName = [sql`lower(${accounts.name}) collate "C"`, asc(accounts.id)];

/**
 * Any 8-4-4-4-12 hex id, not only RFC versions: PostgreSQL's uuid type takes them all, and
 * seeded or imported accounts need not carry a version nibble.
 */
const isUuid = (term: string) => z.guid().safeParse(term).success;

const accountNotFound = () => notFound('Account not found');

/** What a flags update changed, for the audit log ('pciCompatible on, accountType AWS_SAAS'). */
function flagsChange(before: AccountFlags, after: AccountFlags): string {
  const changes = (Object.keys(after) as (keyof AccountFlags)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const value = after[key];
      return typeof value === 'boolean' ? `${key} ${value ? 'on' : 'off'}` : `${key} ${value}`;
    });
  return changes.length > 0 ? changes.join(', ') : 'no change';
}

/** Account lookup and per-account flags for staff. */
export function staffAccounts(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db } = ctx;

  /**
   * Accounts whose name contains the term (case-insensitive, LIKE's wildcards taken literally),
   * or whose id is the term; without a term, the first ones by name.
   */
  async function search(term: string): Promise<StaffAccountList> {
    // The landing page's pattern: lower-cased, wildcards escaped; null for an empty term.
    const pattern = clusterSearchPattern(term);
    const nameMatches = pattern === null ? undefined : like(sql`lower(${accounts.name})`, pattern);
    const matches = isUuid(term) ? or(nameMatches, eq(accounts.id, term.toLowerCase())) : nameMatches;
    const rows = await db
      .select({ id: accounts.id, name: accounts.name, userCount: count(accountUsers.userId) })
      .from(accounts)
      .leftJoin(accountUsers, eq(accountUsers.accountId, accounts.id))
      .where(matches)
      .groupBy(accounts.id)
      .orderBy(...byName)
      .limit(STAFF_SEARCH_RESULTS);
    return { accounts: rows };
  }

  /** One account with its flags and linked users; 404 when there is no such account. */
  async function get(accountId: string): Promise<StaffAccount> {
    const [[row], linked] = await Promise.all([
      db
        .select({ id: accounts.id, name: accounts.name, ...flagColumns })
        .from(accounts)
        .where(eq(accounts.id, accountId)),
      linkedUsersOf(db, accountId),
    ]);
    if (!row) throw accountNotFound();
    const { id, name, ...flags } = row;
    return { id, name, flags, users: linked };
  }

  /**
   * Sets every flag and audits what changed, in one transaction; the row is locked while read so
   * two staff saving at once each log the change they really made.
   */
  async function updateFlags(accountId: string, flags: AccountFlags, actor: AuditActor): Promise<StaffAccount> {
    await db.transaction(async (tx) => {
      const [before] = await tx.select(flagColumns).from(accounts).where(eq(accounts.id, accountId)).for('update');
      if (!before) throw accountNotFound();
      await tx.update(accounts).set(flags).where(eq(accounts.id, accountId));
      await recordAudit(tx, ctx.clock, actor, {
        type: 'ACCOUNT_FLAGS_UPDATED',
        accountId,
        detail: flagsChange(before, flags),
      });
    });
    return get(accountId);
  }

  return { search, get, updateFlags };
}
