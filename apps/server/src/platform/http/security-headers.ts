import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing, no framing of the console by other sites
 * (clickjacking), no full URLs leaked to other origins.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
  });
}
