import type { Me } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import { unauthenticated } from '../../platform/http/errors.ts';
import { readFeatureSwitches } from '../../platform/feature-switches.ts';
import { policyOf } from './policy.ts';
import { findUserById, linkedAccounts } from './queries.ts';

/** Who impersonates the user and in which account (the only one the session may act on). */
export interface ImpersonationScope {
  by: string;
  accountId: string | null;
}

/**
 * The user summary of SPEC §3 with linked accounts and the session's CSRF token. While
 * impersonating, the accounts are only the one the impersonation is confined to; a session an
 * account's identity provider began has only that account.
 */
export async function userSummary(
  ctx: CoreContext,
  userId: string,
  csrfToken: string,
  impersonation: ImpersonationScope | null = null,
  ssoAccountId: string | null = null,
): Promise<Me> {
  const user = await findUserById(ctx.db, userId);
  // The session outlived its user (deleted meanwhile): treat it as signed out.
  if (!user) throw unauthenticated();
  const policy = await policyOf(ctx.db, user);
  return {
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    mfaEnabled: user.mfaEnabled,
    // As the guard holds the session (sessions.ts, binder.ts): by the policy now, never for a
    // session the account's identity provider began, nor for staff impersonating the user.
    mfaSetupRequired: impersonation === null && ssoAccountId === null && policy.mfaRequired && !user.mfaEnabled,
    isAdmin: user.isAdmin,
    impersonatedBy: impersonation?.by ?? null,
    // A session confined to one account (impersonation, or the account's identity provider)
    // lists only that one, as the guard answers 404 for every other.
    accounts: (await linkedAccounts(ctx.db, user.id)).filter(
      (account) =>
        (impersonation === null || account.id === impersonation.accountId) &&
        (ssoAccountId === null || account.id === ssoAccountId),
    ),
    features: await readFeatureSwitches(ctx.db),
    csrfToken,
  };
}
