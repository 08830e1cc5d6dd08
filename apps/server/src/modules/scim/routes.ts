import {
  findUnsafeText,
  MESSAGES,
  SCIM_BASE_PATH,
  SCIM_BODY_LIMIT_BYTES,
  SCIM_REQUEST_MEDIA_TYPES,
} from '@datadeck/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import { API_CACHE_CONTROL } from '../../platform/http/binder.ts';
import { answerScimError, answerScimNotFound } from './answers.ts';
import { scimAuthenticator } from './auth.ts';
import { discoveryRoutes } from './discovery-routes.ts';
import type { ScimProvider } from './queries.ts';
import { ScimError } from './scim-error.ts';
import { userRoutes } from './user-routes.ts';

/**
 * Bodies as SCIM sends them: application/scim+json, and application/json which identity
 * providers send as well (RFC 7644 §3.1), up to SCIM_BODY_LIMIT_BYTES (413 beyond), parsed as
 * Fastify parses JSON (prototype poisoning refused). Any other type is 415. An empty body is none
 * (a DELETE with a Content-Type), which a route needing one refuses itself.
 */
function readScimBodies(scim: FastifyInstance): void {
  scim.removeAllContentTypeParsers();
  const json = scim.getDefaultJsonParser('error', 'error');
  scim.addContentTypeParser(
    [...SCIM_REQUEST_MEDIA_TYPES],
    { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      json(request, text, done);
    },
  );
}

/**
 * Text no column can hold (a NUL, an unpaired surrogate) anywhere in the path, query or body:
 * 400 before anything reads it, as the binder refuses it for the console API.
 */
function refuseUnsafeText(request: FastifyRequest): void {
  const parts = [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [part, value] of parts) {
    const field = findUnsafeText(value, part);
    if (field !== null) throw new ScimError(400, `${field}: ${MESSAGES.requestText.unsafe}`, 'invalidValue');
  }
}

/**
 * SCIM 2.0 provisioning (RFC 7643/7644) under /scim/v2, authorised by an identity provider's
 * bearer token. An encapsulated plugin: its body parsers, hooks, error and not-found handlers are
 * SCIM's own, so every answer under the prefix is SCIM's (application/scim+json, SCIM's error
 * shape, unknown paths included) and the console API around it is untouched. The routes are
 * left out of the console's OpenAPI document: SCIM describes itself (/ServiceProviderConfig,
 * /Schemas, /ResourceTypes).
 */
export function scimRoutes(server: FastifyInstance, ctx: CoreContext): void {
  void server.register(
    async (scim) => {
      readScimBodies(scim);
      scim.setErrorHandler(answerScimError);
      scim.setNotFoundHandler(answerScimNotFound);

      const authenticate = scimAuthenticator(ctx);
      const providers = new WeakMap<FastifyRequest, ScimProvider>();
      scim.addHook('onRequest', async (request, reply) => {
        // First, so refusals carry it too: provisioning answers are no cache's to keep.
        void reply.header('Cache-Control', API_CACHE_CONTROL);
        // An unknown path is 404 with or without a token: a wrong base URL should say so.
        if (request.is404) return;
        // Before the body is read: a stranger's body is never parsed.
        providers.set(request, await authenticate(request, reply));
      });
      scim.addHook('preValidation', async (request) => refuseUnsafeText(request));

      const providerOf = (request: FastifyRequest): ScimProvider => {
        const provider = providers.get(request);
        if (provider === undefined) throw new Error('SCIM route reached without an authenticated provider');
        return provider;
      };
      discoveryRoutes(scim, ctx.config.publicUrl);
      userRoutes(scim, ctx, providerOf);
    },
    { prefix: SCIM_BASE_PATH },
  );
}
