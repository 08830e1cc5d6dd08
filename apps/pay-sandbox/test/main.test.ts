import { fileURLToPath } from 'node:url';
import { CARD_WIDGET_VERSION, SANDBOX_CLIENT_KEY, securedFieldPath } from '@datadeck/contracts/provider';
import { listeningAt, runProcess } from '@datadeck/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { sandboxEnv } from '../../../scripts/start-env.mjs';

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

  it('beside a console on another port (npm start, no PUBLIC_URL), lets its pages frame the card fields and call the API', async () => {
    const consoleOrigins = ['http://localhost:18080', 'http://127.0.0.1:18080'];
    const answers: string[] = [];
    const env = { ...sandboxEnv({ PORT: '18080' }), PAY_HOST: '127.0.0.1', PAY_PORT: '0', LOG_LEVEL: 'info' };
    const { code } = await runProcess(main, env, (line, child) => {
      const base = listeningAt(line);
      if (base === null) return;
      void (async () => {
        try {
          for (const origin of consoleOrigins) {
            const field = await fetch(
              `${base}${securedFieldPath(CARD_WIDGET_VERSION, 'encryptedCardNumber')}?clientKey=${SANDBOX_CLIENT_KEY}&origin=${encodeURIComponent(origin)}`,
            );
            const preflight = await fetch(`${base}/v3/analytics?clientKey=${SANDBOX_CLIENT_KEY}`, {
              method: 'OPTIONS',
              headers: {
                origin,
                'access-control-request-method': 'POST',
                'access-control-request-headers': 'content-type',
              },
            });
            const ancestors = /frame-ancestors ([^;]+)/.exec(field.headers.get('content-security-policy') ?? '')?.[1];
            answers.push(`${field.status} ${ancestors} ${preflight.headers.get('access-control-allow-origin')}`);
          }
        } finally {
          child.kill('SIGTERM');
        }
      })();
    });
    expect(code).toBe(0);
    expect(answers).toEqual(consoleOrigins.map((origin) => `200 ${origin} ${origin}`));
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
