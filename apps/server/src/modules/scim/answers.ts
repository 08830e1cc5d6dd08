import { MESSAGES, SCIM_BODY_LIMIT_BYTES, SCIM_MEDIA_TYPE, type ScimErrorType } from '@datadeck/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../platform/http/errors.ts';
import { ScimError, scimErrorBody } from './scim-error.ts';

const M = MESSAGES.scim;

/** Every SCIM answer, success or refusal, as application/scim+json (RFC 7644 §3.1). */
export function sendScim(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).type(SCIM_MEDIA_TYPE).send(body);
}

/** Top-level members of a request body whose failure is the message's structure, not a value. */
const STRUCTURAL = new Set(['schemas', 'Operations']);

/**
 * The part of a request as its contracts schema reads it, else a 400 naming the attribute: a body
 * of the wrong structure is invalidSyntax, a wrong value invalidValue, a query's filter
 * invalidFilter (RFC 7644 §3.12).
 */
export function parseScim<T extends z.ZodType>(schema: T, value: unknown, part: 'body' | 'query'): z.output<T> {
  if (part === 'body' && value === undefined) throw new ScimError(400, M.bodyRequired, 'invalidSyntax');
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const path = issue?.path.map(String) ?? [];
  const first = path[0];
  let scimType: ScimErrorType = 'invalidValue';
  if (part === 'query' && first === 'filter') scimType = 'invalidFilter';
  if (part === 'body' && (first === undefined || STRUCTURAL.has(first))) scimType = 'invalidSyntax';
  const message = issue?.message ?? 'Invalid';
  throw new ScimError(400, path.length > 0 ? `${path.join('.')}: ${message}` : message, scimType);
}

/** What Fastify's body parsing refuses (RFC 7644 §3.12 gives no scimType but for 400). */
function frameworkDetail(error: FastifyError, status: number): string {
  if (status === 413) return M.tooLarge(SCIM_BODY_LIMIT_BYTES);
  if (status === 415) return M.mediaType;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return M.invalidJson;
  }
  return error.message;
}

/**
 * The SCIM routes' error handler: every failure in SCIM's error shape with its status, the
 * framework's own (malformed JSON 400, 413, 415) included; 5xx details go to the log only.
 */
export function answerScimError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ScimError) {
    return sendScim(reply, error.status, scimErrorBody(error.status, error.detail, error.scimType));
  }
  if (error instanceof HttpError) {
    return sendScim(reply, error.statusCode, scimErrorBody(error.statusCode, error.message));
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const scimType = status === 400 ? 'invalidSyntax' : undefined;
    return sendScim(reply, status, scimErrorBody(status, frameworkDetail(error, status), scimType));
  }
  request.log.error({ err: error }, 'SCIM request failed');
  return sendScim(reply, 500, scimErrorBody(500, M.internal));
}

/** An unknown path or method under SCIM_BASE_PATH: 404 in SCIM's shape, not the console API's. */
export function answerScimNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  return sendScim(reply, 404, scimErrorBody(404, M.notFound(request.method, path)));
}
