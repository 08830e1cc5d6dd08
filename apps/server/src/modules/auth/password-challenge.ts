import { LIMITS, MESSAGES, ERROR_CODES } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import { randomToken, secretsEqual, tokenDigest } from '../../platform/auth/tokens.ts';
import { users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';

/**
 * The answer of a sign-in whose password has expired: 403 PASSWORD_EXPIRED, and the challenge
 * that lets this sign-in, and only it, go on to choose a new password (the route sets it as a cookie).
 */
export class PasswordExpiredError extends HttpError {
  constructor(readonly challenge: string) {
    super(403, [{ name: ERROR_CODES.passwordExpired, message: MESSAGES.password.expired }]);
  }
}

export const challengeRefused = () =>
  new HttpError(403, [{ name: ERROR_CODES.forbidden, message: MESSAGES.password.challengeRequired }]);

/**
 * A new challenge for the user, valid a few minutes: a random token, of which only the digest is
 * kept; it replaces any earlier one.
 */
export async function issueChallenge(ctx: CoreContext, userId: string): Promise<string> {
  const token = randomToken();
  await ctx.db
    .update(users)
    .set({
      passwordChallengeDigest: tokenDigest(token),
      passwordChallengeExpiresAt: new Date(ctx.clock.now().getTime() + LIMITS.passwordChallengeMs),
    })
    .where(eq(users.id, userId));
  return token;
}

/** Whether `token` is the user's live challenge (read from the user's row; not used up). */
export function holdsChallenge(
  ctx: CoreContext,
  user: { passwordChallengeDigest: string | null; passwordChallengeExpiresAt: Date | null },
  token: string | undefined,
): token is string {
  if (token === undefined || user.passwordChallengeDigest === null || user.passwordChallengeExpiresAt === null) {
    return false;
  }
  return (
    user.passwordChallengeExpiresAt > ctx.clock.now() && secretsEqual(tokenDigest(token), user.passwordChallengeDigest)
  );
}
