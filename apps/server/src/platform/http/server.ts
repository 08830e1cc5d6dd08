import cookie from '@fastify/cookie';
import { CREDENTIAL_QUERY_PARAMS } from '@datadeck/contracts';
import { closeConnectionsWhenClosing, loggerOptions, registerCompression } from '@datadeck/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { withoutPublicTrailingSlash } from './trailing-slash.ts';
import type { Config } from '../config.ts';
import { answerConnectionError } from './connection-errors.ts';
import { answerError, registerErrorHandling } from './errors.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { serializerCompiler } from './serializer.ts';

/**
 * Credentials never reach a log line: the session cookie, basic-auth header and CSRF token are
 * redacted wherever pino sees them, and the credentials some URLs carry (CREDENTIAL_QUERY_PARAMS:
 * e-mailed links' tokens, download signatures, SSO codes) wherever a request's URL is logged.
 */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/** A destination of log lines: one JSON line per write. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The HTTP server every API route runs in: input validated by the contracts' zod schemas,
 * output written from their JSON Schema, cookies, compression, the one JSON error shape, security
 * headers, structured logs.
 */
export async function createHttpServer(
  config: Pick<Config, 'logLevel' | 'trustedProxies' | 'publicUrl'>,
  /** Where the log lines go (tests read them); stdout by default. */
  logStream?: LogStream,
): Promise<FastifyInstance> {
  const server = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      redact: REDACTED,
      credentialQueryParams: CREDENTIAL_QUERY_PARAMS,
      ...(logStream && { stream: logStream }),
    }),
    // 'idle': on close, idle keep-alive sockets go at once while in-flight requests finish.
    forceCloseConnections: 'idle',
    // request.ip is the client's address; X-Forwarded-For counts only from the proxies listed.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A path parameter of any length reaches its route, whose schema refuses it with a 400 naming
    // the parameter (Fastify's own limit answered 414 in its own shape). Node's 16 KiB limit on
    // the request line and headers bounds it before this does.
    routerOptions: { maxParamLength: 16_384 },
    // The public API's paths answer with a trailing `/` too (trailing-slash.ts says why).
    rewriteUrl: (request) => withoutPublicTrailingSlash(request.url ?? '/'),
    // A URL Fastify cannot route (bad percent-encoding), or a request Node's parser refuses (a URL
    // over 16 KiB), is answered in the API's error shape too.
    frameworkErrors: answerError,
    clientErrorHandler: answerConnectionError,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  // The API reads JSON only; other bodies are refused with 415, not half-parsed as text.
  server.removeContentTypeParser('text/plain');
  await server.register(cookie);
  // Before any route: JSON answers over 1 KB leave compressed (brotli, else gzip).
  await registerCompression(server);
  registerErrorHandling(server);
  registerSecurityHeaders(server, { https: config.publicUrl.startsWith('https:') });
  closeConnectionsWhenClosing(server);
  return server;
}
