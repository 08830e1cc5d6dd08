import { fileURLToPath } from 'node:url';
import { listeningAt, runProcess } from '@datadeck/service-kit/testing';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Runs `main.ts` as `npm start` does, on a port of its own. */
const runMain = (env: Record<string, string>, onLine?: Parameters<typeof runProcess>[2]) =>
  runProcess(main, { PAY_HOST: '127.0.0.1', PAY_PORT: '0', LOG_LEVEL: 'info', ...env }, onLine);

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
      const base = listeningAt(line);
      if (base === null) return;
      void fetch(`${base}/health`).then((response) => {
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
