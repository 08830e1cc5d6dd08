import type { ProviderAuth } from '@datadeck/contracts/provider-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Merchant, MerchantTable } from '../merchants/merchants.ts';
import { allowAnyOrigin, answerPreflight, authenticateClient, type ClientAuth } from './client-auth.ts';
import { securityError } from './errors.ts';

/** The shape of an entry of the contracts' `providerApi` table. */
export interface EndpointDeclaration {
  method: 'GET' | 'POST';
  path: string;
  auth: ProviderAuth;
  body?: z.ZodType;
  response: z.ZodType;
}

type BodyOf<E extends EndpointDeclaration> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
type AuthOf<A extends ProviderAuth> = A extends 'clientKey'
  ? { auth: ClientAuth; merchant: Merchant }
  : A extends 'apiKey'
    ? { merchant: Merchant }
    : Record<never, never>;

export type HandlerInput<E extends EndpointDeclaration, P> = {
  body: BodyOf<E>;
  /** Path parameters, validated by the route's params schema (the table gives paths as plain strings). */
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
} & AuthOf<E['auth']>;

export type Handler<E extends EndpointDeclaration, P> = (input: HandlerInput<E, P>) => Promise<z.input<E['response']>>;

/** The server-to-server guard: `X-API-Key` of a known merchant. */
export function authenticateApiKey(merchants: MerchantTable, request: FastifyRequest): Merchant {
  const header = request.headers['x-api-key'];
  const merchant = typeof header === 'string' && header !== '' ? merchants.byApiKey(header) : null;
  if (merchant === null) throw securityError(401, 'security.apiKey', 'Invalid or missing X-API-Key');
  return merchant;
}

/**
 * Registers a route of the contracts' endpoint table: its method, path, body schema (validated
 * with zod), response schema (answers are checked against it) and auth. Auth runs first, in
 * onRequest, so an unknown caller is refused before its body is even parsed. Client-key routes
 * also answer their CORS preflight.
 */
export function createBinder(app: FastifyInstance, merchants: MerchantTable) {
  const auths = new WeakMap<FastifyRequest, { merchant: Merchant; auth?: ClientAuth }>();

  return function bind<E extends EndpointDeclaration, P extends z.ZodType = z.ZodObject<Record<never, never>>>(
    endpoint: E,
    handler: Handler<NoInfer<E>, z.output<P>>,
    options: { params?: P } = {},
  ): void {
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      if (endpoint.auth === 'clientKey') {
        const auth = authenticateClient(merchants, request, reply);
        auths.set(request, { merchant: auth.merchant, auth });
      } else if (endpoint.auth === 'apiKey') {
        auths.set(request, { merchant: authenticateApiKey(merchants, request) });
      } else {
        allowAnyOrigin(reply);
      }
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
        ...(options.params === undefined ? {} : { params: options.params }),
        response: { 200: endpoint.response },
      },
      onRequest,
      handler: async (request, reply) => {
        const authenticated = auths.get(request);
        // The validator compiler has checked body and params against their schemas.
        const input = {
          body: request.body,
          params: request.params,
          request,
          reply,
          ...(authenticated === undefined ? {} : authenticated),
        } as HandlerInput<E, z.output<P>>;
        return handler(input);
      },
    });
    if (endpoint.auth !== 'apiKey') {
      app.route({
        method: 'OPTIONS',
        url: endpoint.path,
        onRequest,
        handler: async (_request, reply) => answerPreflight(reply),
      });
    }
  };
}

export type Bind = ReturnType<typeof createBinder>;
