import { spawn } from 'node:child_process';
import type { JsonWebKey } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_WIDGET_VERSION, SANDBOX_CLIENT_KEY } from '@datadeck/contracts/provider';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The provider sandbox running as its own process, as it does beside the console. */
export interface PaySandbox {
  /** http://127.0.0.1:<port>: its API and, being its public URL, its browser pages too. */
  url: string;
  /** Everything it logged so far (LOG_LEVEL=trace). */
  logs(): string;
  /** The console's variables that point the server at it. */
  env: { PAY_API_URL: string; PAY_PUBLIC_URL: string };
  stop(): Promise<void>;
}

/** A port nobody listens on at this moment. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts `apps/pay-sandbox` with `node --import tsx` on a free port and waits for its /health. */
export async function startPaySandbox(): Promise<PaySandbox> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/pay-sandbox/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PAY_PORT: String(port), PAY_HOST: '127.0.0.1', PAY_PUBLIC_URL: url, LOG_LEVEL: 'trace' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pay-sandbox exited: ${output.join('')}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pay-sandbox did not start: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    logs: () => output.join(''),
    env: { PAY_API_URL: url, PAY_PUBLIC_URL: url },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The provider's encryption key, where the browser's secured field gets it: its page's config. */
export async function providerPublicKey(
  sandbox: Pick<PaySandbox, 'url'>,
  origin: string,
): Promise<{ publicKey: JsonWebKey; kid: string }> {
  const page = await fetch(
    `${sandbox.url}/securedfields/${CARD_WIDGET_VERSION}/encryptedCardNumber.html?clientKey=${SANDBOX_CLIENT_KEY}&origin=${encodeURIComponent(origin)}`,
  );
  const html = await page.text();
  const json = /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1];
  if (page.status !== 200 || json === undefined) throw new Error(`no secured-field config: ${page.status}`);
  const config = JSON.parse(json) as { publicKey: JsonWebKey; kid: string };
  return { publicKey: config.publicKey, kid: config.kid };
}
