import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Structured JSON logs (pino, through Fastify). Credentials never reach a log line: the session
 * cookie, basic-auth header and CSRF token are redacted wherever pino sees them.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}
