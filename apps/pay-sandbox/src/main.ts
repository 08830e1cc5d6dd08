import { runService } from '@datadeck/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

await runService({
  name: 'pay-sandbox',
  loadConfig: () => loadConfig(),
  build: (config) => buildApp(config),
  // The sandbox holds only in-flight requests; its state is in memory.
  shutdownGraceMs: 10_000,
  onListening: (app, config) =>
    app.log.info({ publicUrl: config.publicUrl, environment: config.environment }, 'pay-sandbox listening'),
});
