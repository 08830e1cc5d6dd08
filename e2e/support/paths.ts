import { fileURLToPath } from 'node:url';

/**
 * The run's output directory (playwright.config.ts's outputDir). Playwright empties it when a run
 * starts, so what the set-up leaves here (sessions, authenticators) is always this run's.
 */
export const OUTPUT_DIR = fileURLToPath(new URL('../test-results', import.meta.url));
