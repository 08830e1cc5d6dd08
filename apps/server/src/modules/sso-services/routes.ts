import { api, LIMITS, SESSION_COOKIE, SSO_SERVICE_PATHS, ssoRefusalPath } from '@datadeck/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { API_CACHE_CONTROL } from '../../platform/http/binder.ts';
import { notFound } from '../../platform/http/errors.ts';
import { recordAudit } from '../../platform/audit.ts';
import { sessionCookieOptions } from '../../platform/auth/session-cookie.ts';
import { addressKey, SignInThrottle, ThrottledError } from '../../platform/auth/throttle.ts';
import { flowCookieOptions, SSO_FLOW_COOKIE } from './flow-cookie.ts';
import { auditText, SsoRefused } from './refusal.ts';
import { ssoSignInFlow } from './sign-in-flow.ts';

/**
 * Browser protocol endpoints, answered with redirects: out of the OpenAPI document (see
 * contracts' domains/sso.ts), and never a HEAD that would start a sign-in.
 */
const BROWSER_ROUTE = { schema: { hide: true }, exposeHeadRoute: false } as const;

/** Back to the sign-in page, which says why in the contracts' words. */
const refuse = (reply: FastifyReply, refused: SsoRefused) => reply.redirect(ssoRefusalPath(refused.reason), 302);

/** The standard SSO services (SSO_OIDC_PROVIDERS): what the sign-in page offers, and their sign-in flow. */
export function ssoServiceRoutes(bind: Bind, server: FastifyInstance, ctx: CoreContext): void {
  bind(api.ssoSignIn.services, async () => ctx.config.standardSsoServices);

  const services = new Map(ctx.config.ssoServices.map((service) => [service.name, service]));
  const flow = ssoSignInFlow(ctx);
  // Callbacks that fail count against the client's address, as password sign-ins do: each costs
  // a request to the provider and an audit row, and a script could make up any number.
  const throttle = new SignInThrottle(ctx.clock);

  /** The service the path names; an unknown one is a plain 404 in the API's error shape. */
  function serviceOf(request: FastifyRequest) {
    const { service } = request.params as { service?: unknown };
    const found = typeof service === 'string' ? services.get(service) : undefined;
    if (!found) throw notFound();
    return found;
  }

  server.get(SSO_SERVICE_PATHS.start(':service'), BROWSER_ROUTE, async (request, reply) => {
    const service = serviceOf(request);
    void reply.header('Cache-Control', API_CACHE_CONTROL);
    try {
      const { url, cookie } = await flow.start(service, request.query);
      reply.setCookie(SSO_FLOW_COOKIE, cookie, {
        ...flowCookieOptions(ctx.config, service.name),
        maxAge: LIMITS.oidcSignInLifetimeMs / 1000,
      });
      return reply.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof SsoRefused)) throw error;
      // Nobody signed in anywhere yet (an invitation that cannot be used, a provider that is down).
      request.log.info({ service: service.name, reason: error.reason, detail: error.detail }, 'SSO start refused');
      return refuse(reply, error);
    }
  });

  server.get(SSO_SERVICE_PATHS.callback(':service'), BROWSER_ROUTE, async (request, reply) => {
    const service = serviceOf(request);
    void reply.header('Cache-Control', API_CACHE_CONTROL);
    // A flow is used once, whatever comes of it.
    reply.clearCookie(SSO_FLOW_COOKIE, flowCookieOptions(ctx.config, service.name));
    let attempt: ReturnType<SignInThrottle['take']>;
    try {
      attempt = throttle.take([{ key: `sso:${addressKey(request.ip)}`, rule: LIMITS.signInThrottle.perAddress }]);
    } catch (error) {
      if (!(error instanceof ThrottledError)) throw error;
      return refuse(reply, new SsoRefused('tooManyAttempts', 'throttled'));
    }
    const queryAt = request.url.indexOf('?');
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    try {
      const { token, location } = await flow.finish(service, request.cookies[SSO_FLOW_COOKIE], search, request.ip);
      attempt.refund();
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx.config));
      return reply.redirect(location, 302);
    } catch (error) {
      if (!(error instanceof SsoRefused)) throw error;
      if (error.reason === 'unavailable')
        request.log.warn({ service: service.name, detail: error.detail }, 'SSO failed');
      const who = auditText(error.who ?? `${service.name} (not identified)`);
      const detail = auditText(`${service.displayName}: ${error.reason}: ${error.detail}`);
      await recordAudit(
        ctx.db,
        ctx.clock,
        { userId: null, username: who, impersonator: null, sourceIp: request.ip },
        { type: 'SSO_SIGN_IN_FAILED', accountId: null, detail },
      );
      return refuse(reply, error);
    }
  });
}
