import { LIMITS, MESSAGES, SAML_PATHS } from '@datadeck/contracts';
import type { FastifyReply } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CoreContext } from '../../../app-context.ts';
import { accountUsers, identityProviders, users } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { addressKey, SignInThrottle, ThrottledError } from '../../../platform/auth/throttle.ts';

/**
 * 'Sign in with SSO' (the sign-in page): the active identity provider of an account the person
 * with that e-mail is linked to. Throttled per client address like failed sign-ins, since it tells
 * whether an address has single sign-on; an address with none answers 404 whether or not it is a user.
 */
export function samlDiscovery(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const throttle = new SignInThrottle(ctx.clock);
  return async (email: string, sourceIp: string, reply: FastifyReply) => {
    try {
      throttle.take([{ key: `sso-discovery:${addressKey(sourceIp)}`, rule: LIMITS.signInThrottle.perAddress }]);
    } catch (error) {
      if (error instanceof ThrottledError) void reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const [provider] = await ctx.db
      .select({ id: identityProviders.id, displayName: identityProviders.displayName })
      .from(users)
      .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
      .innerJoin(
        identityProviders,
        and(eq(identityProviders.accountId, accountUsers.accountId), eq(identityProviders.enabled, true)),
      )
      .where(and(eq(users.kind, 'person'), eq(sql`lower(${users.email})`, email.toLowerCase())))
      .orderBy(asc(identityProviders.createdAt))
      .limit(1);
    if (!provider) throw notFound(MESSAGES.sso.noProviderForEmail);
    return { signInUrl: SAML_PATHS.login(provider.id), displayName: provider.displayName };
  };
}
