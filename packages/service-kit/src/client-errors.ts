import type { FastifyError } from 'fastify';

/** What a service answers for each of the client errors Fastify raises before a handler runs. */
export interface ClientErrorTexts {
  /** A body that is not JSON, or an empty one, sent as JSON (400). */
  invalidJson: string;
  /** A body of a content type the service does not parse (415). */
  unsupportedMediaType: string;
  /** A body over the limit (413). */
  bodyTooLarge: string;
  /** Any other 4xx Fastify raises (a bad Content-Length, …). */
  other: (error: FastifyError) => string;
}

/**
 * Fastify's own client errors keep their 4xx status with a message the service chose; null when
 * the error is no client error (the service answers 500 and logs it).
 */
export function clientError(error: FastifyError, texts: ClientErrorTexts): { status: number; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return { status, message: clientErrorMessage(error, texts) };
}

function clientErrorMessage(error: FastifyError, texts: ClientErrorTexts): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return texts.invalidJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return texts.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return texts.bodyTooLarge;
    default:
      return texts.other(error);
  }
}

/** A validation issue's JSON pointer as a dotted path: `/dataCentres/0/region` → `dataCentres.0.region`. */
function dottedPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The field a validation issue is about, as a form names it: `dataCentres.0.region`; the request
 * part (`body`, `querystring`, …) when the issue is about the part as a whole.
 */
export function issueField(instancePath: string, part: string | undefined): string {
  const path = dottedPath(instancePath);
  return path === '' ? (part ?? 'request') : path;
}

/** Where a validation issue is, its part first: `body.paymentMethod.encryptedCardNumber`. */
export function issueLocation(instancePath: string, part: string | undefined): string {
  return [part ?? 'request', dottedPath(instancePath)].filter((segment) => segment !== '').join('.');
}
