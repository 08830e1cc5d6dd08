import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
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

/**
 * A path as the prefixes are compared with it: percent-decoded, lower-cased, each run of slashes
 * (or backslashes, which browsers read as slashes) one slash. So `/V1/…`, `//v1/…`, `/%761/…` and
 * `/MONITORING/…` are API paths too, answered with the API's 404 rather than the console's page.
 */
function comparablePath(urlPath: string): string {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // Undecodable: compared as sent (Fastify's router refuses such a URL before this anyway).
  }
  return decoded.toLowerCase().replace(/[\\/]+/g, '/');
}

const isApiPath = (urlPath: string) => {
  const comparable = comparablePath(urlPath);
  return API_PREFIXES.some((prefix) => comparable === prefix || comparable.startsWith(`${prefix}/`));
};

/** The build writes `<file>.br` and `<file>.gz` beside each compressible file (apps/web/build/precompress.ts). */
const ENCODED_SUFFIX = /\.(?:br|gz)$/;

/** The built files a browser may ask for, as paths inside dist: no compressed copies, no dotfiles (.vite). */
async function servedFiles(webDistDir: string): Promise<string[]> {
  const entries = await readdir(webDistDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !ENCODED_SUFFIX.test(file) && !file.split('/').some((part) => part.startsWith('.')));
}

/**
 * Serves the built console (apps/web/dist) on the API's own port. Each file is sent as the build
 * compressed it, by the request's Accept-Encoding (`<file>.br`, `<file>.gz`, else the file), with
 * `Vary: Accept-Encoding`; nothing here is compressed on the fly. Hashed assets are cached for a
 * year; any other GET that is not an API path gets index.html (compressed too, under the console's
 * CSP), so the client-side router handles deep links such as /accounts/{id}/clusters/{id}.
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
      // Only reply.sendFile: the routes are ours, below, one per built file.
      serve: false,
      preCompressed: true,
      index: false,
      setHeaders: (reply, sentPath) => {
        // The path sent may be the compressed copy: its headers are the original file's.
        const file = path.relative(webDistDir, sentPath.replace(ENCODED_SUFFIX, ''));
        const hashed = file.startsWith(`assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The page (at /index.html and as every deep link's fallback) runs under the console's CSP.
        if (file === 'index.html') reply.header('Content-Security-Policy', pagePolicy);
      },
    });
    // Routes of our own rather than @fastify/static's, so they can opt out of on-the-fly
    // compression: a file the build left uncompressed (too small to gain) stays so.
    for (const file of await servedFiles(webDistDir)) {
      app.get(`/${file}`, { compress: false, schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
    }
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
