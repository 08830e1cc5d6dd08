import { defineProject } from 'vitest/config';
import { LOGIC_FILES_WITH_A_DOM, MOCKING_FILES, webPlugins, webTestOptions } from './vitest.shared.ts';

/** `web`: components through the real route table, in a simulated browser (happy-dom). */
export default defineProject({
  plugins: webPlugins(),
  test: {
    ...webTestOptions,
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', ...LOGIC_FILES_WITH_A_DOM],
    exclude: [...MOCKING_FILES, '**/node_modules/**'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
