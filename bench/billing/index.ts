import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Check } from '../targets.ts';
import { signInDemoUser, startConsole } from '../lighthouse/console.ts';
import { buildWeb } from '../web/build.ts';
import { freePort } from '@datadeck/service-kit/testing';
import { BENCH_CLIENT_KEY, startSandbox } from '../widget/sandbox.ts';
import { measureTabToCardReady, type LoadTimes } from './load-time.ts';

export interface BillingOptions {
  repoRoot: string;
  /** Serve this existing build instead of building (e.g. apps/web/dist). */
  distDir: string | null;
  /** Page loads measured. */
  runs: number;
  progress(message: string): void;
}

export interface BillingResults {
  part: 'billing';
  startedAt: string;
  seconds: number;
  build: string;
  /** Navigation to the card form ready on Settings → Billing, demo-billing on the Demo Account (no card). */
  cardReady: LoadTimes;
  /** Issue 15 names no target: reported only. */
  checks: Check[];
}

/**
 * Settings → Billing as a BILLING user without a saved card first sees it: the console (fresh
 * embedded database with the demo data, as `npm start`) and the provider sandbox on its own
 * origin, the console configured for that sandbox as `npm start` does.
 */
export async function runBillingBench(options: BillingOptions): Promise<BillingResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  let webDist = options.distDir === null ? null : path.resolve(options.distDir);
  if (webDist === null) {
    options.progress('Billing: building apps/web (vite build into a temporary directory)');
    webDist = (await buildWeb(options.repoRoot)).outDir;
  }
  try {
    options.progress('Billing: starting the console (fresh embedded database, demo data) and the provider sandbox');
    // The console is told the sandbox's address before the sandbox starts, and the sandbox then
    // allows the console's origin (its port is known only once the console is up).
    const payPort = await freePort();
    const consoleApp = await startConsole(webDist, {
      PAY_PORT: String(payPort),
      PAY_PUBLIC_URL: `http://localhost:${payPort}`,
      PAY_API_URL: `http://127.0.0.1:${payPort}`,
      PAY_CLIENT_KEY: BENCH_CLIENT_KEY,
    });
    try {
      const sandbox = await startSandbox(options.repoRoot, { port: payPort, allowedOrigins: [consoleApp.url] });
      try {
        const { cookie, accountId } = await signInDemoUser(consoleApp.url, 'demo-billing');
        options.progress(`Billing: navigation to card form ready in Chromium, ${options.runs} page loads`);
        const cardReady = await measureTabToCardReady(
          `${consoleApp.url}/accounts/${accountId}/settings/billing`,
          cookie,
          options.runs,
        );
        return {
          part: 'billing',
          startedAt,
          seconds: (performance.now() - started) / 1000,
          build: options.distDir === null ? 'temporary vite build' : path.relative(options.repoRoot, webDist),
          cardReady,
          checks: [],
        };
      } finally {
        await sandbox.stop();
      }
    } finally {
      await consoleApp.stop();
    }
  } finally {
    if (options.distDir === null) await rm(webDist, { recursive: true, force: true });
  }
}
