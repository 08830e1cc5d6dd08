import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';

/** How long shutdown may take before the process gives up waiting (in-flight requests, jobs). */
const SHUTDOWN_GRACE_MS = 15_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const { server } = await buildApp(config).catch((err: unknown) => {
  process.stderr.write(
    `Datadeck could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      server.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await server.listen({ port: config.port, host: config.host });
