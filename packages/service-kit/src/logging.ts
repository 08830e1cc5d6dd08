import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.ts';
import { serializeError } from './error-serializer.ts';

export interface LoggerSettings {
  level: LogLevel;
  /**
   * pino paths whose values never reach a log line (`req.headers.cookie`, …): each service lists
   * the credentials it receives.
   */
  redact: readonly string[];
  /** Where the JSON lines go (tests capture them); stdout by default. */
  stream?: FastifyLoggerOptions['stream'];
}

/**
 * Fastify's logger options: structured JSON lines from pino, with the credentials redacted and
 * every logged error (`err`, Fastify's and pino's key for one) reduced to its allow-listed fields.
 */
export function loggerOptions({ level, redact, stream }: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: [...redact], censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream === undefined ? {} : { stream }),
  };
}
