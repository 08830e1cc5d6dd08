import { LIMITS, MESSAGES, type SignInPolicy } from '@datadeck/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hashing.ts';
import { tokenDigest } from '../../platform/auth/tokens.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { challengeRefused } from './password-challenge.ts';

/**
 * Sets a user's new password. With the no-reuse rule the current password and the ones before
 * it, "the last 5" (SPEC §9), are refused. The replaced hash joins the user's previous hashes,
 * which keep only as many as the rule looks back, whether or not the rule is on now.
 *
 * Every change of a password ends the user's sessions but `keepSession` (the one that changed it,
 * if any): whoever signed in with the old password must sign in again. Done here, so no way of
 * changing a password can forget it.
 */
export async function setPassword(
  ctx: CoreContext,
  user: { id: string; passwordHash: string; previousPasswordHashes: readonly string[] },
  newPassword: string,
  policy: Pick<SignInPolicy, 'noReuse'>,
  {
    keepSession,
    challenge,
    sourceIp,
  }: {
    keepSession: string | null;
    /** The client address of the change, recorded for the impersonations the ended sessions end. */
    sourceIp: string;
    /** The expired-password challenge the change uses up in the same update (else 403, nothing changed). */
    challenge?: string;
  },
): Promise<void> {
  const recent = [user.passwordHash, ...user.previousPasswordHashes].slice(0, LIMITS.passwordHistory);
  if (policy.noReuse) {
    for (const hash of recent) {
      if (await verifyPassword(hash, newPassword))
        throw new HttpError(400, [{ name: 'newPassword', message: MESSAGES.password.reused }]);
    }
  }
  const now = ctx.clock.now();
  const changed = await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: now,
      // With the new one current, the last 5 are it and the 4 most recent before it.
      previousPasswordHashes: recent.slice(0, LIMITS.passwordHistory - 1),
      passwordChallengeDigest: null,
      passwordChallengeExpiresAt: null,
    })
    .where(
      and(
        eq(users.id, user.id),
        challenge === undefined
          ? undefined
          : and(eq(users.passwordChallengeDigest, tokenDigest(challenge)), gt(users.passwordChallengeExpiresAt, now)),
      ),
    )
    .returning({ id: users.id });
  // Of parallel changes with one challenge, the first used it up.
  if (changed.length === 0) throw challengeRefused();
  await ctx.sessions.endOthers(user.id, keepSession, sourceIp);
}
