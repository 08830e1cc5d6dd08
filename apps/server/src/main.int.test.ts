import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningAt, runProcess } from '@datadeck/service-kit/testing';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs `main.ts` as `npm start` does, on the embedded database and without demo data. */
const runMain = (env: Record<string, string>, onLine?: Parameters<typeof runProcess>[2]) =>
  runProcess(main, { DATABASE_URL: '', SEED_DEMO: 'false', ...env }, onLine);

describe('the server process', () => {
  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const { code, output } = await runMain({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT: must be a number');
    expect(output).toContain('LOG_LEVEL:');
  });

  it('starts on its embedded database and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-main-'));
    try {
      let answered = false;
      const { code, output } = await runMain(
        { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        (line, child) => {
          const base = listeningAt(line);
          if (base === null) return;
          void fetch(`${base}/readyz`).then(async (response) => {
            answered = response.status === 200;
            child.kill('SIGTERM');
          });
        },
      );
      expect(answered).toBe(true);
      expect(code).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
