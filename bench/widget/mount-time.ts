import { chromium } from 'playwright-core';
import type { Sandbox } from './sandbox.ts';

/** The demo page marks these around `mount()` and the widget's onReady (all secured fields configured). */
const MEASURE = 'card-mount-to-ready';

export interface MountTimes {
  runs: number;
  ms: number[];
  p50: number;
  max: number;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Time from `mount()` to every secured field ready, in headless Chromium on localhost: a fresh
 * page per run (iframes not cached in memory), the demo page opened cross-origin to the provider.
 */
export async function measureMountToReady(sandbox: Sandbox, runs: number): Promise<MountTimes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const ms: number[] = [];
  try {
    // One warm-up page: the sandbox bundles the SDK and the field runtime on first use.
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${sandbox.merchantUrl}/demo`);
      const duration = await page.waitForFunction(
        (name) => performance.getEntriesByName(name, 'measure')[0]?.duration,
        MEASURE,
        { timeout: 30_000 },
      );
      if (run > 0) ms.push(Number(await duration.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = ms.toSorted((a, b) => a - b);
  return { runs, ms, p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}
