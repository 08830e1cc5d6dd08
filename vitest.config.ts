import { defineConfig } from 'vitest/config';

/**
 * Test projects:
 * - unit: pure rules in contracts and the server (`*.test.ts`), the service kit (a real Fastify
 *   instance, child processes for signals), and web components (`*.test.tsx`, happy-dom).
 * - card-widget: the widget's rules and its DOM behaviour (happy-dom).
 * - pay-sandbox: the provider sandbox over real HTTP (no database).
 * - integration: the server over real HTTP on a real database (`*.int.test.ts`), each file on a
 *   fresh database cloned from a migrated template (see apps/server/test/); every status the
 *   server answers must be declared by its endpoint (test/declared-statuses.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'packages/service-kit/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // The web app's build steps (Node code, not browser code).
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'card-widget',
          include: ['packages/card-widget/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'pay-sandbox',
          include: ['apps/pay-sandbox/src/**/*.test.ts', 'apps/pay-sandbox/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
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
    ],
  },
});
