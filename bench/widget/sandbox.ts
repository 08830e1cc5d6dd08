import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@datadeck/service-kit/testing';

/** Fixed sandbox credentials for the bench run: a merchant page needs only the client key. */
export const BENCH_CLIENT_KEY = 'test_BENCHCLIENTKEY0000000000000001';

export interface Sandbox {
  /** How the sandbox answers (the provider origin). */
  providerUrl: string;
  /** The same server by another host name: a merchant page there is cross-origin to the iframes. */
  merchantUrl: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the sandbox did not answer ${url} within 30 s`);
}

export interface SandboxOptions {
  /** The port to listen on (a free one by default). */
  port?: number;
  /** Merchant origins allowed besides the sandbox's own (PAY_ALLOWED_ORIGINS): a console's. */
  allowedOrigins?: string[];
}

/** Starts the provider sandbox as `npm start` does (its own process), on a free port. */
export async function startSandbox(repoRoot: string, options: SandboxOptions = {}): Promise<Sandbox> {
  const port = options.port ?? (await freePort());
  const providerUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/pay-sandbox/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PAY_PORT: String(port),
      PAY_HOST: '127.0.0.1',
      PAY_PUBLIC_URL: providerUrl,
      PAY_CLIENT_KEY: BENCH_CLIENT_KEY,
      LOG_LEVEL: 'warn',
      PAY_ALLOWED_ORIGINS: (options.allowedOrigins ?? []).join(','),
    },
  });
  await waitUntilUp(`${providerUrl}/datasets/countries/en-US.json`, child);
  return {
    providerUrl,
    merchantUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
