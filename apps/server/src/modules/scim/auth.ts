import { MESSAGES, SCIM_AUTH_FAILURE_THROTTLE } from '@datadeck/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import { tokenDigest } from '../../platform/auth/tokens.ts';
import { addressKey, SignInThrottle, ThrottledError } from '../../platform/auth/throttle.ts';
import { providerByTokenDigest, type ScimProvider } from './queries.ts';
import { ScimError } from './scim-error.ts';

/** RFC 6750 §2.1: `Bearer <b64token>`, the scheme case-insensitive. */
const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/** The challenge of a 401 (RFC 6750 §3); `invalid_token` only when a token was sent. */
const challenge = (tokenSent: boolean) =>
  tokenSent ? 'Bearer realm="SCIM", error="invalid_token"' : 'Bearer realm="SCIM"';

/**
 * Who calls SCIM: the identity provider whose token digest matches the bearer token's (the
 * table keeps digests only; the lookup compares digests, through the unique index). A provider
 * that is not Active yet is served too: the checklist's "SCIM 2.0" step comes before staff
 * enable it. A missing or unknown token is 401 either way, so nothing tells the two apart; such
 * failures are throttled per client address (SCIM_AUTH_FAILURE_THROTTLE) with 429 once its bucket
 * is dry. A right token is looked up before the throttle is asked, so it is never held up.
 */
export function scimAuthenticator(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const throttle = new SignInThrottle(ctx.clock);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ScimProvider> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const provider = token === undefined ? undefined : await providerByTokenDigest(ctx.db, tokenDigest(token));
    if (provider !== undefined) return provider;
    try {
      throttle.take([{ key: `scim:${addressKey(request.ip)}`, rule: SCIM_AUTH_FAILURE_THROTTLE }]);
    } catch (err) {
      if (!(err instanceof ThrottledError)) throw err;
      void reply.header('Retry-After', String(err.retryAfterSeconds));
      throw new ScimError(429, MESSAGES.scim.throttled);
    }
    void reply.header('WWW-Authenticate', challenge(token !== undefined));
    throw new ScimError(401, MESSAGES.scim.unauthenticated);
  };
}
