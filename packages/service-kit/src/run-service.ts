import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.ts';
import { describeError } from './error-serializer.ts';

/** What a service's configuration must say at least: where to listen. */
export interface ListenAddress {
  port: number;
  host: string;
}

export interface Service<C extends ListenAddress> {
  /** Names the service in the start-up failure: `<name> could not start: …`. */
  name: string;
  /** Reads the configuration; a ConfigError stops the process with its message. */
  loadConfig: () => C;
  /** Builds the app, ready to listen; `close()` must stop everything it started. */
  build: (config: C) => Promise<FastifyInstance>;
  /** How long shutdown may take (in-flight requests and what closes after them) before giving up. */
  shutdownGraceMs: number;
  /** Called once listening (to log where the service can be reached, say). */
  onListening?: (server: FastifyInstance, config: C) => void;
}

/** The parts of `process` a service uses; tests pass their own. */
export interface ServiceProcess {
  once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  exit(code: number): void;
  stderr: { write(text: string): unknown };
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Runs a service as a process: configuration (exit 1 with every bad variable named), build
 * (exit 1 with the cause, or with the variable named when the build throws a ConfigError),
 * listen, and on SIGTERM or SIGINT a graceful close: in-flight requests finish, then whatever
 * the app closes after its HTTP server (its onClose hooks), then exit 0.
 * Exit 1 when closing fails or outlasts the grace period. Resolves with the listening server,
 * or null when the process was told to exit.
 */
export async function runService<C extends ListenAddress>(
  service: Service<C>,
  proc: ServiceProcess = process,
): Promise<FastifyInstance | null> {
  let config: C;
  try {
    config = service.loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    proc.stderr.write(`${err.message}\n`);
    proc.exit(1);
    return null;
  }

  let server: FastifyInstance;
  try {
    server = await service.build(config);
  } catch (err) {
    // A configuration only the build can find wrong (a database that refuses the URL, say) is
    // said as a bad configuration is; anything else with its cause, its query's values left out.
    proc.stderr.write(
      err instanceof ConfigError ? `${err.message}\n` : `${service.name} could not start: ${describeError(err)}\n`,
    );
    proc.exit(1);
    return null;
  }

  for (const signal of SHUTDOWN_SIGNALS) {
    proc.once(signal, () => {
      server.log.info({ signal }, 'shutting down: finishing in-flight requests');
      setTimeout(() => {
        server.log.error('shutdown took too long; exiting');
        proc.exit(1);
      }, service.shutdownGraceMs).unref();
      server.close().then(
        () => proc.exit(0),
        (err: unknown) => {
          server.log.error({ err }, 'shutdown failed');
          proc.exit(1);
        },
      );
    });
  }

  await server.listen({ port: config.port, host: config.host });
  service.onListening?.(server, config);
  return server;
}
