import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { providerApi } from '@datadeck/contracts/provider-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Bind } from '../http/bind.ts';
import { z } from 'zod';
import { notFoundError } from '../http/errors.ts';
import { CHUNK_DIR } from '../browser-bundle.ts';
import { checkoutModules, checkoutStyles, readTranslations } from './widget-files.ts';

const translationParams = z.object({
  version: z.string(),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must look like en-US'),
});

function checkVersion(version: string): void {
  if (version !== CARD_WIDGET_VERSION)
    throw notFoundError('sdk.version', `version: ${version.slice(0, 16)} is not served here`);
}

/** The widget's files a merchant page loads: script, styles and translations. */
export function registerSdkRoutes(app: FastifyInstance, bind: Bind): void {
  bind(
    providerApi.translations,
    async ({ params, reply }) => {
      checkVersion(params.version);
      const texts = await readTranslations(params.locale);
      // The widget falls back to en-US on a 404.
      if (texts === null) throw notFoundError('translations.notFound', `locale: no translations for ${params.locale}`);
      void reply.header('Cache-Control', 'public, max-age=3600');
      return texts;
    },
    { params: translationParams },
  );

  // The SDK's files: public and loadable from any merchant origin (a module script is fetched
  // with CORS). checkout.js and checkout.css keep their URL across releases of a version, so they
  // are cached for a while only; chunks are content-hashed, so they never change.
  const files = [
    { name: 'checkout.js', type: JAVASCRIPT, read: async () => (await checkoutModules()).entry },
    { name: 'checkout.css', type: 'text/css; charset=utf-8', read: checkoutStyles },
  ];
  for (const file of files) {
    app.get<{ Params: { version: string } }>(`/sdk/:version/${file.name}`, async (request, reply) => {
      checkVersion(request.params.version);
      return sendSdkFile(reply, file.type, 'public, max-age=300', await file.read());
    });
  }
  app.get<{ Params: { version: string; file: string } }>(`/sdk/:version/${CHUNK_DIR}/:file`, async (request, reply) => {
    checkVersion(request.params.version);
    const { file } = request.params;
    const code = CHUNK_FILE.test(file) ? (await checkoutModules()).chunks.get(`${CHUNK_DIR}/${file}`) : undefined;
    if (code === undefined)
      throw notFoundError('sdk.chunk', `file: ${file.slice(0, 64)} is not a chunk of this version`);
    return sendSdkFile(reply, JAVASCRIPT, 'public, max-age=31536000, immutable', code);
  });
}

const JAVASCRIPT = 'text/javascript; charset=utf-8';
/** What esbuild names a chunk: `{name}-{hash}.js`. */
const CHUNK_FILE = /^[A-Za-z0-9_-]{1,128}\.js$/;

function sendSdkFile(reply: FastifyReply, type: string, cacheControl: string, content: string): FastifyReply {
  return reply
    .header('Content-Type', type)
    .header('Access-Control-Allow-Origin', '*')
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(content);
}
