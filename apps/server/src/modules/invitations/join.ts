import { INVITATION_STATUS_TEXTS, MESSAGES, type InvitationStatus, type LinkedAccount } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import { accountUsers } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { lockAccount } from '../linked-users/queries.ts';
import type { Tx } from '../../platform/db/database.ts';
import { closeOpen, type invitationByToken, statusAt, statusOf } from './queries.ts';

/** An invitation as its link finds it, with its account's name. */
export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof invitationByToken>>>;

/** A link that can no longer be used: its plain words (accepted, revoked, expired). */
export const closedLink = (status: Exclude<InvitationStatus, 'OPEN'>) =>
  new HttpError(409, [{ name: 'token', message: INVITATION_STATUS_TEXTS[status] }]);

/**
 * Links the user with the invited role (one already linked keeps theirs) and closes the
 * invitation, compare-and-set, in the caller's transaction: a request that lost the link to
 * another (or to the clock) answers why (409), an account gone meanwhile 404. Every way of
 * accepting ends here; `how` says in the audit log which one it was, when not the usual.
 */
export async function joinInvitation(
  tx: Tx,
  clock: Clock,
  found: FoundInvitation,
  userId: string,
  actor: AuditActor,
  how = '',
): Promise<LinkedAccount> {
  const now = clock.now();
  if (!(await lockAccount(tx, found.accountId))) throw notFound(MESSAGES.invitations.linkInvalid);
  if (!(await closeOpen(tx, found.id, now, { status: 'ACCEPTED', acceptedUserId: userId }))) {
    const current = await statusOf(tx, found.id);
    const status = current ? statusAt(current, now) : 'EXPIRED';
    throw closedLink(status === 'OPEN' ? 'EXPIRED' : status);
  }
  await tx.insert(accountUsers).values({ accountId: found.accountId, userId, role: found.role }).onConflictDoNothing();
  const [link] = await tx
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, found.accountId), eq(accountUsers.userId, userId)));
  await recordAudit(tx, clock, actor, {
    type: 'INVITATION_ACCEPTED',
    accountId: found.accountId,
    detail: `${found.email} as ${link?.role ?? found.role}${how}`,
  });
  return { id: found.accountId, name: found.accountName, role: link?.role ?? found.role };
}
