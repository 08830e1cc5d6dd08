import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutes } from './build/api-routes.ts';
import { precompress } from './build/precompress.ts';

/** The API server in development; the built console is served by that same server. */
const apiServer = 'http://localhost:8080';
const proxy = Object.fromEntries(['/v1', '/api', '/healthz', '/readyz'].map((prefix) => [prefix, apiServer]));

export default defineConfig({
  // apiRoutes: the endpoint table without zod (virtual:api-routes). precompress: .br and .gz beside
  // each built file, which the console server sends by Accept-Encoding.
  plugins: [react(), apiRoutes(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
