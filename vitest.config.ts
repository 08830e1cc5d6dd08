import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every test tier below the browser, in one `vitest run` on both cores.
 *
 * Files share a worker's module graph (`isolate: false`): the setup a file would pay again (the
 * server's modules, a database, the DOM helpers) is paid once per worker. The few files that
 * replace modules with `vi.mock` run isolated, in projects of their own. Mocks and stubbed
 * globals are undone after every test, so nothing a test stubs reaches the next file.
 *
 * - unit: pure rules in contracts and the server (`*.test.ts`), the service kit (a real Fastify
 *   instance, child processes for signals), the web app's build steps.
 * - web, web-logic, web-isolated: the web app's components (a DOM), its rules (Node) and the
 *   files that vi.mock (apps/web/vitest.*.config.ts).
 * - card-widget, card-widget-isolated: the widget's rules and its DOM behaviour (happy-dom).
 * - pay-sandbox: the provider sandbox over real HTTP (no database).
 * - engines: the local driver's real engines (Kafka JVMs), `npm run test:engines` only.
 * - integration: the server over real HTTP on a real database (`*.int.test.ts`). Each worker has
 *   one database, reset to the migrated template before every file (apps/server/test/); every
 *   status the server answers must be declared by its endpoint (test/declared-statuses.ts).
 */

/** What every project shares: mocks and stubs last one test, files share their worker. */
const shared = {
  isolate: false,
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

/** Files that replace modules with vi.mock: a module graph of their own. */
const CARD_WIDGET_MOCKING = ['packages/card-widget/src/three-ds2/three-ds2.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...shared,
      name: 'unit',
      include: [
        'packages/contracts/src/**/*.test.ts',
        'packages/service-kit/src/**/*.test.ts',
        'apps/server/src/**/*.test.ts',
        // The web app's build steps (Node code, not browser code).
        'apps/web/build/**/*.test.ts',
      ],
      exclude: ['**/*.int.test.ts', '**/*.engine.test.ts', '**/node_modules/**'],
      environment: 'node',
    },
  },
  {
    test: {
      ...shared,
      // Real engines (Java processes) on this host: one file at a time, so two clusters' JVMs never
      // compete for the two cores; run by `npm run test:engines`, not by the plain `vitest run`.
      name: 'engines',
      include: ['apps/server/src/**/*.engine.test.ts'],
      environment: 'node',
      fileParallelism: false,
      testTimeout: 240_000,
      hookTimeout: 240_000,
    },
  },
  {
    test: {
      ...shared,
      name: 'card-widget',
      include: ['packages/card-widget/src/**/*.test.{ts,tsx}'],
      exclude: [...CARD_WIDGET_MOCKING, '**/node_modules/**'],
      environment: 'happy-dom',
    },
  },
  {
    test: {
      ...shared,
      isolate: true,
      name: 'card-widget-isolated',
      include: CARD_WIDGET_MOCKING,
      environment: 'happy-dom',
    },
  },
  {
    test: {
      ...shared,
      name: 'pay-sandbox',
      include: ['apps/pay-sandbox/src/**/*.test.ts', 'apps/pay-sandbox/test/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
    },
  },
  {
    test: {
      ...shared,
      name: 'integration',
      include: ['apps/server/src/**/*.int.test.ts'],
      environment: 'node',
      globalSetup: ['apps/server/test/global-setup.ts'],
      // Fails a test whose answers include a status its route does not declare.
      setupFiles: ['apps/server/test/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

export default defineConfig({
  test: {
    // Both cores; Vitest's default leaves one free.
    maxWorkers: 2,
    projects: [
      ...projects,
      './apps/web/vitest.config.ts',
      './apps/web/vitest.logic.config.ts',
      './apps/web/vitest.isolated.config.ts',
    ],
    reporters: ['default', './scripts/test-reporters/skip-reasons.ts'],
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**', 'packages/*/src/**'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: './coverage',
      // A flaky test must not hide the numbers; the run still fails.
      reportOnFailure: true,
    },
  },
});
