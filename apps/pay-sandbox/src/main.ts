import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

/** How long shutdown may take before the process gives up waiting for in-flight requests. */
const SHUTDOWN_GRACE_MS = 10_000;

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
const app = await buildApp(config).catch((err: unknown) => {
  process.stderr.write(
    `pay-sandbox could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info({ publicUrl: config.publicUrl, environment: config.environment }, 'pay-sandbox listening');
