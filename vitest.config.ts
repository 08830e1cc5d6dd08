import { defineConfig } from 'vitest/config';

/**
 * Test projects:
 * - unit: pure rules in contracts and the server (`*.test.ts`), and web components
 *   (`*.test.tsx`, happy-dom).
 * - integration: the server over real HTTP on a real database (`*.int.test.ts`), each file on a
 *   fresh database cloned from a migrated template (see apps/server/test/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
