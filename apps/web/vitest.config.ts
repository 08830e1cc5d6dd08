import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { apiRoutes } from './build/api-routes.ts';

/** The `web` test project: component tests in a simulated browser (root vitest.config.ts lists it). */
export default defineProject({
  plugins: [react(), apiRoutes()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
