import { landingPath, SAML_PATHS, SESSION_COOKIE, ssoRefusalPath } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CoreContext } from '../../../app-context.ts';
import { identityProviders } from '../../../platform/db/schema.ts';
import { errorBody, notFound } from '../../../platform/http/errors.ts';
import { sessionCookieOptions } from '../../../platform/auth/session-cookie.ts';
import { serviceProviderMetadata, serviceProviderFor } from './service-provider.ts';
import { consumeAssertion } from './sign-in.ts';

/** The largest form the ACS reads: a signed response with a certificate is a few KB; IdPs pad it. */
const ACS_BODY_LIMIT = 1_048_576;

const idpParams = z.object({ idpId: z.uuid() });

/** No cache may keep a SAML answer: each carries a one-time message or a session. */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** Route patterns of the SAML_PATHS, for Fastify (`:idpId`). */
const pattern = (path: (idpId: string) => string) => path(':idpId');

/**
 * The SAML protocol's browser endpoints (SAML_PATHS), outside the JSON API: the metadata (XML),
 * the SP-initiated start (a redirect to the IdP) and the Assertion Consumer Service, which the
 * IdP's page POSTs a form to (application/x-www-form-urlencoded, parsed here only). Each answers
 * a redirect, into the console or back to the sign-in page, never an error page of the API.
 */
export function samlProtocolRoutes(server: FastifyInstance, ctx: CoreContext): void {
  const cookieOptions = sessionCookieOptions(ctx.config);

  /** The provider of the path, enabled or not (metadata is set up before staff enable it). */
  async function providerOf(idpId: unknown, enabledOnly: boolean) {
    const parsed = idpParams.safeParse({ idpId });
    if (!parsed.success) return undefined;
    const [row] = await ctx.db
      .select()
      .from(identityProviders)
      .where(
        and(eq(identityProviders.id, parsed.data.idpId), ...(enabledOnly ? [eq(identityProviders.enabled, true)] : [])),
      );
    return row;
  }

  server.get(pattern(SAML_PATHS.metadata), { schema: { hide: true } }, async (request, reply) => {
    const row = await providerOf((request.params as { idpId?: unknown }).idpId, false);
    if (!row) return reply.code(404).send(errorBody(...notFound('Identity provider not found').errors));
    return noStore(reply)
      .type('application/samlmetadata+xml; charset=utf-8')
      .send(serviceProviderMetadata(ctx.config.publicUrl, row));
  });

  // SP-initiated: an AuthnRequest (remembered for InResponseTo) by the HTTP-Redirect binding;
  // RelayState carries where the console opens afterwards.
  server.get(pattern(SAML_PATHS.login), { schema: { hide: true } }, async (request, reply) => {
    const row = await providerOf((request.params as { idpId?: unknown }).idpId, true);
    const query = request.query as { redirect?: unknown };
    if (!row) return noStore(reply).redirect(ssoRefusalPath('inactive'), 302);
    const relayState = landingPath(query.redirect) ?? `/accounts/${row.accountId}`;
    const url = await serviceProviderFor(ctx, row).getAuthorizeUrlAsync(relayState, undefined, {});
    return noStore(reply).redirect(url, 302);
  });

  server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(pattern(SAML_PATHS.acs), { schema: { hide: true } }, async (request, reply) => {
      const params = idpParams.safeParse(request.params);
      if (!params.success) return noStore(reply).redirect(ssoRefusalPath('invalid'), 303);
      const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const outcome = await consumeAssertion(ctx, params.data.idpId, form as Record<string, unknown>, request.ip);
      if (outcome.kind === 'signedIn') reply.setCookie(SESSION_COOKIE, outcome.token, cookieOptions);
      // 303: the browser follows with a GET, whatever the IdP's form used.
      return noStore(reply).redirect(outcome.location, 303);
    });
  });
}
