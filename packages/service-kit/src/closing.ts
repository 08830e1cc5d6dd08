import type { FastifyInstance } from 'fastify';

/**
 * On close, in-flight requests finish; their answers then say `Connection: close`, so a
 * keep-alive client lets go at once instead of holding the shutdown until its socket times out.
 */
export function closeConnectionsWhenClosing(server: FastifyInstance): void {
  let closing = false;
  server.addHook('preClose', async () => {
    closing = true;
  });
  server.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
