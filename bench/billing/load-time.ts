import { MESSAGES } from '@datadeck/contracts';
import { chromium } from 'playwright-core';

export interface LoadTimes {
  runs: number;
  ms: number[];
  p50: number;
  p90: number;
  max: number;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** What the in-page check uses of the DOM: the bench compiles without the DOM library. */
interface PageButton {
  textContent: string | null;
  disabled: boolean;
}
interface PageGlobals {
  document: { querySelectorAll(selector: 'button'): Iterable<PageButton> };
  getComputedStyle(element: PageButton): { visibility: string };
  performance: { now(): number };
}

/**
 * Run in the page (a function, not a string: the console's CSP forbids eval): performance.now()
 * once the tab's 'Save details' (MESSAGES.billing.saveDetails) is visible and enabled, else false.
 */
function cardReadyAt(label: string): number | false {
  const page = globalThis as unknown as PageGlobals;
  const button = [...page.document.querySelectorAll('button')].find(
    (each) =>
      each.textContent?.trim() === label && !each.disabled && page.getComputedStyle(each).visibility === 'visible',
  );
  return button === undefined ? false : page.performance.now();
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Time from navigation start to the card form ready ('Save details' visible and enabled: the tab
 * keeps the button's place hidden until the widget's onReady), on a fresh browser context per
 * load (cold cache, the session cookie set beforehand), after one warm-up load. Read in the page
 * on every animation frame, so the figure is the page's own clock, not Playwright's polling.
 */
export async function measureTabToCardReady(url: string, cookie: string, runs: number): Promise<LoadTimes> {
  const [name = '', value = ''] = cookie.split(/=(.*)/s);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const ms: number[] = [];
  try {
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // The origin, not the page's URL: a cookie set for the page's URL gets its directory as path.
      await context.addCookies([{ name, value, url: new URL(url).origin }]);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      const readyAt = await page.waitForFunction(cardReadyAt, MESSAGES.billing.saveDetails, {
        polling: 'raf',
        timeout: 30_000,
      });
      if (run > 0) ms.push(Number(await readyAt.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = ms.toSorted((a, b) => a - b);
  return { runs, ms, p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), max: sorted.at(-1) ?? Number.NaN };
}
