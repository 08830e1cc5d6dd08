import type { InvitationStatus } from '@datadeck/contracts';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, invitations, users } from '../../platform/db/schema.ts';

/**
 * Invitations (SPEC §2, §4). An OPEN invitation past its expiry is expired whether or not the
 * expiry job has marked it yet: every read here decides by the clock, the job only tidies up.
 */

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'update'>;

const lowerEmail = sql`lower(${invitations.email})`;

/** The status a row has by the clock: OPEN past its expiry is EXPIRED. */
export const statusAt = (row: { status: InvitationStatus; expiresAt: Date }, now: Date): InvitationStatus =>
  row.status === 'OPEN' && row.expiresAt <= now ? 'EXPIRED' : row.status;

/** Marks OPEN invitations past their expiry EXPIRED (of one account, or all); how many it marked. */
export async function expireOverdue(db: Writer, now: Date, accountId?: string): Promise<number> {
  const marked = await db
    .update(invitations)
    .set({ status: 'EXPIRED', closedAt: now })
    .where(
      and(
        eq(invitations.status, 'OPEN'),
        lte(invitations.expiresAt, now),
        accountId === undefined ? undefined : eq(invitations.accountId, accountId),
      ),
    )
    .returning({ id: invitations.id });
  return marked.length;
}

const openAt = (accountId: string, now: Date) =>
  and(eq(invitations.accountId, accountId), eq(invitations.status, 'OPEN'), gt(invitations.expiresAt, now));

/** The account's open, unexpired invitations, oldest first. */
export function openInvitationsOf(db: Reader, accountId: string, now: Date) {
  return db
    .select({
      email: invitations.email,
      role: invitations.role,
      allowedSsoServices: invitations.allowedSsoServices,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(openAt(accountId, now))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export async function openCount(db: Reader, accountId: string, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invitations).where(openAt(accountId, now));
  return row?.n ?? 0;
}

/** The open invitation of an address on the account (case-insensitive), if any. */
export async function openInvitationFor(db: Reader, accountId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(and(openAt(accountId, now), eq(lowerEmail, email.toLowerCase())));
  return row;
}

/** The invitation a link's token names, with its account's name. */
export async function invitationByToken(db: Reader, digest: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      accountName: accounts.name,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      allowedSsoServices: invitations.allowedSsoServices,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(eq(invitations.tokenDigest, digest));
  return row;
}

/** The person (never a service user) with this e-mail address, case-insensitive. */
export async function personByEmail(db: Reader, email: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, mfaEnabled: users.mfaEnabled, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.kind, 'person'), eq(sql`lower(${users.email})`, email.toLowerCase())));
  return row;
}

/**
 * Closes an invitation that is still open and unexpired, compare-and-set: of two requests using
 * one link, one closes it and the other finds it closed. Whether this call closed it.
 */
export async function closeOpen(
  db: Writer,
  id: string,
  now: Date,
  to: { status: 'ACCEPTED'; acceptedUserId: string } | { status: 'REVOKED' },
): Promise<boolean> {
  const closed = await db
    .update(invitations)
    .set({ ...to, closedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'OPEN'), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return closed.length > 0;
}

/** The invitation's status and expiry as the transaction sees them (after a lost compare-and-set). */
export async function statusOf(db: Reader, id: string) {
  const [row] = await db
    .select({ status: invitations.status, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(eq(invitations.id, id));
  return row;
}
