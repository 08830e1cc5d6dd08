/**
 * A service run by runService on the real `process`, for the signal tests
 * (src/run-service.process.test.ts): FIXTURE_PORT and FIXTURE_HOST say where it listens, and
 * GET /slow answers once the test has asked for the shutdown.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { LOG_LEVELS, loggerOptions, readEnv, runService } from '../src/index.ts';
import { deferred } from './deferred.ts';

const envSchema = z.object({
  FIXTURE_PORT: z.coerce.number('must be a number').int().min(0).max(65_535).default(0),
  FIXTURE_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

await runService({
  name: 'fixture',
  loadConfig: () => {
    const env = readEnv(envSchema, process.env);
    return { port: env.FIXTURE_PORT, host: env.FIXTURE_HOST, logLevel: env.LOG_LEVEL };
  },
  build: async (config) => {
    const app = Fastify({ logger: loggerOptions({ level: config.logLevel, redact: [] }) });
    const closing = deferred();
    app.addHook('preClose', async () => closing.resolve(undefined));
    app.get('/health', async () => ({ status: 'ok' }));
    // Answers only once the server is closing: an in-flight request must finish before the exit.
    app.get('/slow', async () => {
      await closing.promise;
      return { finished: true };
    });
    app.addHook('onClose', async () => {
      app.log.info('closed after in-flight requests');
    });
    return app;
  },
  shutdownGraceMs: 10_000,
  onListening: (app) => app.log.info('fixture ready'),
});
