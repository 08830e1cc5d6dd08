import { DEVICE_FINGERPRINT } from '@datadeck/contracts/provider';
import type { FastifyInstance } from 'fastify';
import { sendHtml, sendPlainError } from '../http/html.ts';
import type { MerchantTable } from '../merchants/merchants.ts';
import { deviceFingerprintPage } from './page.ts';

/**
 * `GET /dfp/:version/dfp.html?clientKey=&origin=`: the risk module's device-fingerprint page
 * (contracts/src/provider/risk.ts), like a secured field's page only for a known client key and an
 * origin it allows. Refusals are plain text that no page may frame.
 */
export function registerDeviceFingerprintRoutes(app: FastifyInstance, merchants: MerchantTable): void {
  app.get<{ Params: { version: string }; Querystring: Record<string, string | undefined> }>(
    '/dfp/:version/dfp.html',
    async (request, reply) => {
      const found = merchants.byClient(request.query.clientKey ?? '');
      if (found === null) return sendPlainError(reply, 403, 'Unknown or missing client key');
      const origin = request.query.origin ?? '';
      if (!found.clientKey.allowedOrigins.has(origin))
        return sendPlainError(reply, 403, 'The origin is not allowed for this client key');
      if (request.params.version !== DEVICE_FINGERPRINT.version)
        return sendPlainError(reply, 404, 'No such device fingerprint page');
      const page = deviceFingerprintPage(origin);
      return sendHtml(reply, 200, page.html, page.csp);
    },
  );
}
