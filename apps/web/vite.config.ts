import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; the built console is served by that same server. */
const apiServer = 'http://localhost:8080';
const proxy = Object.fromEntries(['/v1', '/api', '/healthz', '/readyz'].map((prefix) => [prefix, apiServer]));

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
