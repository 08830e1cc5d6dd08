import { ERROR_CODES, MESSAGES, type LoginBody, type Me } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { HttpError, unauthenticated } from '../../platform/http/errors.ts';
import { findUserById, findUserByLogin, linkedAccounts, recordLogin } from './queries.ts';

const invalidCredentials = () =>
  new HttpError(401, [{ name: ERROR_CODES.invalidCredentials, message: MESSAGES.auth.invalidCredentials }]);

/** The user summary of SPEC §3 with linked accounts and the session's CSRF token. */
export async function userSummary(ctx: CoreContext, userId: string, csrfToken: string): Promise<Me> {
  const user = await findUserById(ctx.db, userId);
  // The session outlived its user (deleted meanwhile): treat it as signed out.
  if (!user) throw unauthenticated();
  return {
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    mfaEnabled: user.mfaEnabled,
    isAdmin: user.isAdmin,
    accounts: await linkedAccounts(ctx.db, user.id),
    features: { databaseMaintenance: ctx.config.databaseMaintenance },
    csrfToken,
  };
}

/**
 * Checks the credentials and starts a session. Unknown user and wrong password get the same
 * answer, after the same argon2 work, so neither the message nor the timing tells them apart.
 */
export async function logIn(ctx: CoreContext, body: LoginBody): Promise<{ token: string; me: Me }> {
  const user = await findUserByLogin(ctx.db, body.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), body.password);
  if (!user || !valid) throw invalidCredentials();

  const { token, csrfToken } = await ctx.sessions.create(user.id);
  await recordLogin(ctx.db, user.id, ctx.clock.now());
  return { token, me: await userSummary(ctx, user.id, csrfToken) };
}
