import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Runs `main.ts` as `npm start` does, collecting its output; `onLine` sees each line. */
function runMain(env: Record<string, string>, onLine: (line: string, child: ChildProcess) => void = () => {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PAY_HOST: '127.0.0.1', PAY_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line) onLine(line, child);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('the sandbox process', () => {
  it('refuses a bad configuration with every bad variable named and exit code 1', async () => {
    const { code, output } = await runMain({ PAY_PORT: 'eighty', PAY_ENVIRONMENT: 'staging' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PAY_PORT: must be a number');
    expect(output).toContain('PAY_ENVIRONMENT: must be one of');
  });

  it('starts, answers /health, and shuts down cleanly on SIGTERM', async () => {
    let health = 0;
    const { code, output } = await runMain({}, (line, child) => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!listening?.[1]) return;
      void fetch(`${listening[1]}/health`).then((response) => {
        health = response.status;
        child.kill('SIGTERM');
      });
    });
    expect(health).toBe(200);
    expect(code).toBe(0);
    expect(output).toContain('"msg":"pay-sandbox listening"');
    expect(output).toContain('"msg":"shutting down: finishing in-flight requests"');
  });
});
