import { CARD_WIDGET_VERSION, SECURED_FIELD_TYPES, type SecuredFieldType } from '@datadeck/contracts/provider';
import type { FastifyInstance } from 'fastify';
import { once } from '../browser-bundle.ts';
import type { ProviderKeys } from '../crypto/keys.ts';
import { sendHtml, sendPlainError } from '../http/html.ts';
import type { MerchantTable } from '../merchants/merchants.ts';

/** Loaded and built on first use: the runtime is bundled once and every page inlines it. */
const securedFieldPages = once(() =>
  import('../secured-field/page.ts').then((module) => module.createSecuredFieldPages()),
);

const isFieldType = (value: string): value is SecuredFieldType =>
  (SECURED_FIELD_TYPES as readonly string[]).includes(value);

/**
 * `GET /securedfields/:version/:fieldType.html?clientKey=&origin=`: one secured field's page,
 * only for a known client key and an origin it allows, framable by that origin alone.
 * Refusals are plain text that no page may frame.
 */
export function registerSecuredFieldRoutes(app: FastifyInstance, merchants: MerchantTable, keys: ProviderKeys): void {
  app.get<{ Params: { version: string; fieldType: string }; Querystring: Record<string, string | undefined> }>(
    '/securedfields/:version/:fieldType.html',
    async (request, reply) => {
      const { version, fieldType } = request.params;
      const found = merchants.byClient(request.query.clientKey ?? '');
      if (found === null) return sendPlainError(reply, 403, 'Unknown or missing client key');
      const origin = request.query.origin ?? '';
      if (!found.clientKey.allowedOrigins.has(origin))
        return sendPlainError(reply, 403, 'The origin is not allowed for this client key');
      if (version !== CARD_WIDGET_VERSION || !isFieldType(fieldType))
        return sendPlainError(reply, 404, 'No such secured field');
      const page = await (await securedFieldPages()).render({
        fieldType,
        origin,
        publicKey: keys.publicJwk,
        kid: keys.kid,
        version,
      });
      return sendHtml(reply, 200, page.html, page.csp);
    },
  );
}
