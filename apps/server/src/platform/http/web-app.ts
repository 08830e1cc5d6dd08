import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody, notFound } from './errors.ts';
import { consolePagePolicy } from './security-headers.ts';

/**
 * The API's path prefixes: the console API, the public (Instaclustr-compatible) APIs, SCIM and
 * the API's documents. An unknown path under one of them, or the bare prefix, is a 404 in the
 * API's JSON error shape for any method, never the web app's page.
 */
const API_PREFIXES = ['/v1', '/cluster-management', '/monitoring', '/scim', '/api'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Serves the built console (apps/web/dist) on the API's own port. Hashed assets are cached for a
 * year; any other GET that is not an API path gets index.html, so the client-side router
 * handles deep links such as /accounts/{id}/clusters/{id}.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, paymentProviderOrigin }: Pick<Config, 'webDistDir' | 'paymentProviderOrigin'>,
): Promise<void> {
  const indexHtml = path.join(webDistDir, 'index.html');
  const pagePolicy = consolePagePolicy(paymentProviderOrigin);
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The page (at /index.html and as every deep link's fallback) runs under the console's CSP.
        if (path.relative(webDistDir, filePath) === 'index.html') reply.header('Content-Security-Policy', pagePolicy);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built: run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !path.extname(url);
    if (wantsPage && built) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const error = notFound(
      wantsPage
        ? 'The web app is not built. Run `npm run build`, then reload.'
        : `No route for ${request.method} ${url}`,
    );
    return reply.code(404).send(errorBody(...error.errors));
  });
}
