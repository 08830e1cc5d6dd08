import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Builds apps/web as `npm run build` does, but into a temporary directory and with Vite's
 * manifest, so apps/web/dist (which `npm start` and the e2e tests serve) is left alone.
 */
export async function buildWeb(repoRoot: string): Promise<{ outDir: string; seconds: number }> {
  const started = performance.now();
  const outDir = await mkdtemp(path.join(tmpdir(), 'datadeck-bench-web-'));
  const build = spawn(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  build.stdout.on('data', keep);
  build.stderr.on('data', keep);
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`vite build failed (exit ${code ?? '-'}):\n${output}`);
  return { outDir, seconds: (performance.now() - started) / 1000 };
}
