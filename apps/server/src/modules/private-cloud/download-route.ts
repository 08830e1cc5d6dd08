import { createReadStream } from 'node:fs';
import { apiErrorSchema, ERROR_CODES, MESSAGES, privateCloudDownloadEndpoint as download } from '@datadeck/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { attachment } from '../../platform/http/binder.ts';
import { fileBody, routeSchema } from '../../platform/http/route-schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { byteRangeOf } from './byte-range.ts';
import { fileSizeOf, imagePath, privateCloudDirOf } from './files.ts';
import { imageById } from './queries.ts';
import { DOWNLOAD_LINK_KEY_PURPOSE } from './service.ts';
import { checkSignedLink } from './signed-links.ts';

const jsonError = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/** The contract's route schema, with the statuses only a streamed, expiring download answers. */
function downloadSchema() {
  const schema = routeSchema(download);
  return {
    ...schema,
    // Out of the OpenAPI document: a link the API hands out in `{url}`, not an operation to call.
    hide: true,
    response: {
      ...schema.response,
      206: {
        description: 'Partial content: the requested range of the file',
        content: { 'application/octet-stream': { schema: fileBody } },
      },
      410: jsonError('The link has expired: generate a new one'),
      416: jsonError('The requested range lies outside the file'),
    },
  };
}

/**
 * The signed link of a private-cloud image (SPEC §2): public, its signature the only credential,
 * streamed from disk with single-range support so a download can be resumed. Registered on the
 * server directly: the binder answers JSON or whole files, not 206 partial content.
 */
export function privateCloudDownloadRoute(
  server: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'secrets'>,
): void {
  const dir = privateCloudDirOf(ctx.config);
  const key = ctx.secrets.deriveKey(DOWNLOAD_LINK_KEY_PURPOSE);

  // Not compressed: the images are compressed already, and a range is of the file's own bytes.
  // As a plain FastifySchema: the reply's status is ours to choose (200, 206), not inferred from the keys.
  const schema: FastifySchema = downloadSchema();
  server.get(download.path, { exposeHeadRoute: false, schema, compress: false }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // Validated by the route's schema already (400 naming the field); parsed again for the types.
    const { imageId } = download.params.parse(request.params);
    const { expires, signature } = download.query.parse(request.query);
    const check = checkSignedLink(key, { imageId, expires, signature }, ctx.clock.now());
    if (check === 'tampered') {
      throw new HttpError(403, [{ name: ERROR_CODES.forbidden, message: MESSAGES.privateCloud.linkInvalid }]);
    }
    if (check === 'expired')
      throw new HttpError(410, [{ name: 'expires', message: MESSAGES.privateCloud.linkExpired }]);
    const image = await imageById(ctx.db, imageId);
    if (!image) throw notFound();
    const file = imagePath(dir, image.fileName);
    const size = await fileSizeOf(file);
    if (size === null) throw notFound(MESSAGES.privateCloud.fileMissing);

    const range = byteRangeOf(request.headers.range, size);
    void reply.header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      void reply.header('Content-Range', `bytes */${size}`);
      throw new HttpError(416, [{ name: 'range', message: MESSAGES.privateCloud.rangeNotSatisfiable }]);
    }
    attachment(reply, image.fileName);
    void reply.type('application/octet-stream');
    if (range === 'whole') {
      void reply.header('Content-Length', String(size));
      return reply.code(200).send(createReadStream(file));
    }
    void reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    void reply.header('Content-Length', String(range.end - range.start + 1));
    return reply.code(206).send(createReadStream(file, { start: range.start, end: range.end }));
  });
}
