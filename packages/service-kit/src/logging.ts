import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.ts';
import { serializeError } from './error-serializer.ts';
import { credentialNames, REDACTED, redactQueryParams } from './url-redaction.ts';

export interface LoggerSettings {
  level: LogLevel;
  /**
   * pino paths whose values never reach a log line (`req.headers.cookie`, …): each service lists
   * the credentials it receives.
   */
  redact: readonly string[];
  /**
   * Query parameters whose values are credentials (`token`, `signature`, …): every request is
   * logged with its URL, and these values are redacted from it. None by default.
   */
  credentialQueryParams?: readonly string[];
  /** Where the JSON lines go (tests capture them); stdout by default. */
  stream?: FastifyLoggerOptions['stream'];
}

/**
 * Fastify's `req` serializer (the same fields), with the URL's credential parameters redacted: the
 * one place a request's URL reaches the log, so no route can forget it.
 */
function requestSerializer(credentialQueryParams: readonly string[]) {
  const names = credentialNames(credentialQueryParams);
  return (req: FastifyRequest) => {
    const version = req.headers['accept-version'];
    return {
      method: req.method,
      url: redactQueryParams(req.url, names),
      version: typeof version === 'string' ? version : undefined,
      host: req.host,
      remoteAddress: req.ip,
      // As Fastify's own: a request's socket may be gone by the time a late line is written.
      remotePort: req.socket?.remotePort,
    };
  };
}

/**
 * Fastify's logger options: structured JSON lines from pino, with the credentials redacted (the
 * listed paths, and the listed query parameters of every request's URL) and every logged error
 * (`err`, Fastify's and pino's key for one) reduced to its allow-listed fields.
 */
export function loggerOptions({
  level,
  redact,
  credentialQueryParams = [],
  stream,
}: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: [...redact], censor: REDACTED },
    serializers: { err: serializeError, req: requestSerializer(credentialQueryParams) },
    ...(stream === undefined ? {} : { stream }),
  };
}
