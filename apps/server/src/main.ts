import { runService } from '@datadeck/service-kit';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';

await runService({
  name: 'Datadeck',
  loadConfig: () => loadConfig(),
  build: async (config) => (await buildApp(config)).server,
  // Closing lets in-flight requests finish, then stops the jobs and closes the database (app.ts).
  shutdownGraceMs: 15_000,
});
