import { defineProject } from 'vitest/config';
import { MOCKING_FILES, webPlugins, webTestOptions } from './vitest.shared.ts';

/** `web-isolated`: the component tests that vi.mock modules, each file in a module graph of its own. */
export default defineProject({
  plugins: webPlugins(),
  test: {
    ...webTestOptions,
    isolate: true,
    name: 'web-isolated',
    environment: 'happy-dom',
    include: MOCKING_FILES,
    setupFiles: ['./src/test/setup.ts'],
  },
});
