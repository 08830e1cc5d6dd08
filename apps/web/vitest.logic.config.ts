import { defineProject } from 'vitest/config';
import { LOGIC_FILES, LOGIC_FILES_WITH_A_DOM, webPlugins, webTestOptions } from './vitest.shared.ts';

/** `web-logic`: the web app's rules that render nothing, in Node: no DOM, no component setup. */
export default defineProject({
  plugins: webPlugins(),
  test: {
    ...webTestOptions,
    name: 'web-logic',
    environment: 'node',
    include: LOGIC_FILES,
    exclude: [...LOGIC_FILES_WITH_A_DOM, '**/node_modules/**'],
  },
});
