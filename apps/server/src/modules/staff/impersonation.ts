import { MESSAGES, type Me } from '@datadeck/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Caller, ImpersonationEndRecorder } from '../../platform/auth/sessions.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { sessions } from '../../platform/db/schema.ts';
import { forbidden, HttpError } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { userSummary } from '../auth/user-summary.ts';
import { linkedUser } from '../linked-users/queries.ts';

const conflict = (message: string) => new HttpError(409, [{ name: 'CONFLICT', message }]);

/**
 * Staff functions are the staff user's own acts, also when called from a session that is
 * impersonating someone: the audit log names the staff user, with no impersonator.
 */
export function staffActor(caller: Caller, request: FastifyRequest): AuditActor {
  const staff = caller.impersonator ?? caller;
  return { userId: staff.userId, username: staff.username, impersonator: null, sourceIp: request.ip };
}

/**
 * The audit entry of an impersonation's end, one shape however it ended: the staff user's own act
 * against the account it was confined to, naming the user impersonated.
 */
function recordStop(
  tx: Pick<Db, 'insert'>,
  clock: Clock,
  staff: AuditActor,
  stopped: { accountId: string | null; username: string },
): Promise<void> {
  return recordAudit(tx, clock, staff, {
    type: 'IMPERSONATION_STOPPED',
    accountId: stopped.accountId,
    detail: stopped.username,
  });
}

/**
 * Records the impersonations that ended with their sessions (signed out, timed out, ended by a
 * password change) as the explicit stop records its own, at the moment each ended: the session
 * store calls it in the transaction that ends them (app.ts).
 */
export const recordImpersonationEnds: ImpersonationEndRecorder = async (tx, ended) => {
  for (const end of ended) {
    const staff = { ...end.staff, impersonator: null, sourceIp: end.sourceIp };
    await recordStop(tx, { now: () => end.at }, staff, end);
  }
};

/**
 * Impersonation (SPEC §6): a staff user's session acts as a customer's user until stopped. The
 * session row's change, its compare-and-set (one impersonation at a time, even for two requests
 * at once) and its audit event share one transaction.
 */
export function impersonation(ctx: CoreContext) {
  const { db, clock } = ctx;

  async function start(
    caller: Caller,
    target: { accountId: string; userId: string },
    request: FastifyRequest,
  ): Promise<Me> {
    if (caller.impersonator) throw conflict(MESSAGES.staff.alreadyImpersonating);
    // Linked users are people: a service user signs in nowhere (SPEC §2), so it is not one to act as.
    const user = await linkedUser(db, target.accountId, target.userId);
    // A body naming a user outside the account: the form's field is wrong, not the path.
    if (!user) throw new HttpError(400, [{ name: 'userId', message: MESSAGES.staff.userNotLinked }]);
    // Acting as another staff user would lend one staff user's rights and name to another.
    if (user.isAdmin) throw forbidden(MESSAGES.staff.impersonateStaff);

    await db.transaction(async (tx) => {
      const started = await tx
        .update(sessions)
        .set({ impersonatedUserId: user.id, impersonatedAccountId: target.accountId })
        .where(and(eq(sessions.tokenHash, caller.sessionDigest), isNull(sessions.impersonatedUserId)))
        .returning({ digest: sessions.tokenHash });
      if (started.length === 0) throw conflict(MESSAGES.staff.alreadyImpersonating);
      await recordAudit(tx, clock, staffActor(caller, request), {
        type: 'IMPERSONATION_STARTED',
        accountId: target.accountId,
        detail: user.username,
      });
    });
    return userSummary(ctx, user.id, caller.csrfToken, { by: caller.username, accountId: target.accountId });
  }

  async function stop(caller: Caller, request: FastifyRequest): Promise<Me> {
    const staff = caller.impersonator;
    if (!staff) throw conflict(MESSAGES.staff.notImpersonating);

    await db.transaction(async (tx) => {
      const ofThisImpersonation = and(
        eq(sessions.tokenHash, caller.sessionDigest),
        eq(sessions.impersonatedUserId, caller.userId),
      );
      // Locked, so a second stop of the same session waits and then finds nothing to stop.
      const [row] = await tx
        .select({ accountId: sessions.impersonatedAccountId })
        .from(sessions)
        .where(ofThisImpersonation)
        .for('update');
      if (!row) throw conflict(MESSAGES.staff.notImpersonating);
      await tx
        .update(sessions)
        .set({ impersonatedUserId: null, impersonatedAccountId: null })
        .where(ofThisImpersonation);
      await recordStop(tx, clock, staffActor(caller, request), { accountId: row.accountId, username: caller.username });
    });
    return userSummary(ctx, staff.userId, caller.csrfToken, null);
  }

  return { start, stop };
}
