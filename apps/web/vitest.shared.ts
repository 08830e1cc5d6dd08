import react from '@vitejs/plugin-react';
import { apiRoutes } from './build/api-routes.ts';

/**
 * What the web app's test projects share (vitest.config.ts, vitest.logic.config.ts,
 * vitest.isolated.config.ts; the root vitest.config.ts lists all three).
 */
export const webPlugins = () => [react(), apiRoutes()];

/** Files share their worker's modules and setup; what a test stubs is undone after it. */
export const webTestOptions = {
  isolate: false,
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

/** Files that replace modules with vi.mock: a module graph of their own (web-isolated). */
export const MOCKING_FILES = ['src/app/console-shell-preload.test.tsx', 'src/features/billing/billing-card.test.tsx'];

/** Rules that render nothing: Node, no DOM, no setup (web-logic). */
export const LOGIC_FILES = ['src/**/*.test.ts'];

/** …except these: the API client reads the browser's location and window (a lost session). */
export const LOGIC_FILES_WITH_A_DOM = ['src/shared/api/client.test.ts', 'src/shared/api/background-reads.test.ts'];
