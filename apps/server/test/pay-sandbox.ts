import type { ChildProcess } from 'node:child_process';
import type { JsonWebKey } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_WIDGET_VERSION, SANDBOX_CLIENT_KEY } from '@datadeck/contracts/provider';
import { freePort, runProcess } from '@datadeck/service-kit/testing';

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

/** What the sandbox logs once it listens (apps/pay-sandbox/src/main.ts). */
const LISTENING = 'pay-sandbox listening';

/** Starts `apps/pay-sandbox` as its own process on a free port and waits until it says it listens. */
export async function startPaySandbox(): Promise<PaySandbox> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | undefined;
  let listening: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const outcome = runProcess(
    path.join(repoRoot, 'apps/pay-sandbox/src/main.ts'),
    { PAY_PORT: String(port), PAY_HOST: '127.0.0.1', PAY_PUBLIC_URL: url, LOG_LEVEL: 'trace' },
    (line, process) => {
      child = process;
      lines.push(line);
      if (line.includes(LISTENING)) listening?.();
    },
  );
  if (!(await Promise.race([ready.then(() => true), outcome.then(() => false)]))) {
    throw new Error(`pay-sandbox exited: ${(await outcome).output}`);
  }
  return {
    url,
    logs: () => lines.join('\n'),
    env: { PAY_API_URL: url, PAY_PUBLIC_URL: url },
    stop: async () => {
      child?.kill('SIGTERM');
      await outcome;
    },
  };
}

/** The provider's encryption key, where the browser's secured field gets it: its page's config. */
/** The provider's public encryption key and its id, as a secured field holds them. */
export type ProviderKey = { publicKey: JsonWebKey; kid: string };

export async function providerPublicKey(sandbox: Pick<PaySandbox, 'url'>, origin: string): Promise<ProviderKey> {
  const page = await fetch(
    `${sandbox.url}/securedfields/${CARD_WIDGET_VERSION}/encryptedCardNumber.html?clientKey=${SANDBOX_CLIENT_KEY}&origin=${encodeURIComponent(origin)}`,
  );
  const html = await page.text();
  const json = /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1];
  if (page.status !== 200 || json === undefined) throw new Error(`no secured-field config: ${page.status}`);
  const config = JSON.parse(json) as { publicKey: JsonWebKey; kid: string };
  return { publicKey: config.publicKey, kid: config.kid };
}
