import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The `web` test project: component tests in a simulated browser (root vitest.config.ts lists it). */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
