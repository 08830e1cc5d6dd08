import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityError } from './errors.ts';
import type { ClientKey, Merchant, MerchantTable } from '../merchants/merchants.ts';

export interface ClientAuth {
  merchant: Merchant;
  clientKey: ClientKey;
  /** The calling page's origin (the Origin header), null for a call without one (curl, tests). */
  origin: string | null;
}

/** SPEC §7 names the query parameter `token` on some calls and `clientKey` on others. */
export function clientKeyOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown>;
  const value = query.clientKey ?? query.token;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The browser-call guard: a known client key, and an Origin (when the browser sends one) that the
 * key allows. Answers CORS for that origin only, so another site's page cannot read the answer.
 */
export function authenticateClient(merchants: MerchantTable, request: FastifyRequest, reply: FastifyReply): ClientAuth {
  const key = clientKeyOf(request);
  const found = key === null ? null : merchants.byClient(key);
  if (found === null)
    throw securityError(
      401,
      'security.clientKey',
      'Unknown or missing client key (token or clientKey query parameter)',
    );
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
  void reply.header('Vary', 'Origin');
  if (origin !== null) {
    if (!found.clientKey.allowedOrigins.has(origin)) {
      throw securityError(403, 'security.origin', 'The origin is not allowed for this client key');
    }
    void reply.header('Access-Control-Allow-Origin', origin);
  }
  return { ...found, origin };
}

/** The answer to a CORS preflight of a client-key call (after authenticateClient set the origin). */
export function answerPreflight(reply: FastifyReply): FastifyReply {
  return reply
    .header('Access-Control-Allow-Methods', 'GET, POST')
    .header('Access-Control-Allow-Headers', 'Content-Type')
    .header('Access-Control-Max-Age', '600')
    .code(204)
    .send();
}

/** Static files and datasets: anyone may read them, from any page. */
export function allowAnyOrigin(reply: FastifyReply): void {
  void reply.header('Access-Control-Allow-Origin', '*');
}
