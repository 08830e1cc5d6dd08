import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from './config.ts';

/**
 * Structured JSON logs (pino, through Fastify). Request logs carry method, URL and status, never
 * bodies (they hold encrypted card data); the merchant secret, any authorization and cookies are
 * redacted wherever pino sees them.
 */
export function loggerOptions(level: LogLevel, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    ...(stream === undefined ? {} : { stream }),
  };
}
