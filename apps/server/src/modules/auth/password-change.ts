import { LIMITS, MESSAGES, type SignInPolicy } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hashing.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';

/**
 * Sets a user's new password. With the no-reuse rule the current password and the ones before
 * it, "the last 5" (SPEC §9), are refused. The replaced hash joins the user's previous hashes,
 * which keep only as many as the rule looks back, whether or not the rule is on now.
 */
export async function setPassword(
  ctx: CoreContext,
  user: { id: string; passwordHash: string; previousPasswordHashes: readonly string[] },
  newPassword: string,
  policy: Pick<SignInPolicy, 'noReuse'>,
): Promise<void> {
  const recent = [user.passwordHash, ...user.previousPasswordHashes].slice(0, LIMITS.passwordHistory);
  if (policy.noReuse) {
    for (const hash of recent) {
      if (await verifyPassword(hash, newPassword))
        throw new HttpError(400, [{ name: 'newPassword', message: MESSAGES.password.reused }]);
    }
  }
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: ctx.clock.now(),
      // With the new one current, the last 5 are it and the 4 most recent before it.
      previousPasswordHashes: recent.slice(0, LIMITS.passwordHistory - 1),
    })
    .where(eq(users.id, user.id));
}
