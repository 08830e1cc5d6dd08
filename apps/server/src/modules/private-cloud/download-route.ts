import { createReadStream } from 'node:fs';
import {
  ERROR_CODES,
  MESSAGES,
  PRIVATE_CLOUD_DOWNLOAD_PATH,
  privateCloudDownloadParamsSchema,
  privateCloudDownloadQuerySchema,
} from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { attachment } from '../../platform/http/binder.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { byteRangeOf } from './byte-range.ts';
import { fileSizeOf, imagePath, privateCloudDirOf } from './files.ts';
import { imageById } from './queries.ts';
import { DOWNLOAD_LINK_KEY_PURPOSE } from './service.ts';
import { checkSignedLink } from './signed-links.ts';

/** A 400 naming the first field at fault, the API's shape for bad input. */
function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new HttpError(400, [{ name: String(issue?.path[0] ?? 'query'), message: issue?.message ?? 'Invalid' }]);
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

  server.get(PRIVATE_CLOUD_DOWNLOAD_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const { imageId } = parsed(privateCloudDownloadParamsSchema.safeParse(request.params));
    const { expires, signature } = parsed(privateCloudDownloadQuerySchema.safeParse(request.query));
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
