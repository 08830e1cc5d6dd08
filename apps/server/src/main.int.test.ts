import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs `main.ts` as `npm start` does, collecting its output; `onLine` sees each log line. */
function runMain(
  env: Record<string, string>,
  onLine: (line: string, child: ReturnType<typeof spawn>) => void = () => {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line) onLine(line, child);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

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
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (!listening?.[1]) return;
          void fetch(`${listening[1]}/readyz`).then(async (response) => {
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
