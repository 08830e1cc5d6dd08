import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { expect, test, type Page } from '@playwright/test';
import { demoState, demoUrl, openDemo } from '../support/card-widget.ts';

/**
 * The SDK as a merchant page loads it: `checkout.js` an ES module, the widget's optional parts
 * chunks that a browser fetches only when a card wants them (issue 21 §5: the card-only bundle
 * stays small), and the demo's own script finding `window.DatadeckCheckout`.
 */

/** The chunks checkout.js loads only through `import()`: the optional parts, found, not named. */
async function onDemandChunks(page: Page): Promise<string[]> {
  const code = await (
    await page.request.get(new URL(`/sdk/${CARD_WIDGET_VERSION}/checkout.js`, demoUrl()).href)
  ).text();
  return [...code.matchAll(/\bimport\(\s*"\.\/(chunks\/[\w-]+\.js)"\s*\)/g)].map((match) => match[1] ?? '');
}

/** Paths of the SDK's files the page fetched, below /sdk/{version}/. */
function recordSdkRequests(page: Page): string[] {
  const fetched: string[] = [];
  const prefix = `/sdk/${CARD_WIDGET_VERSION}/`;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) fetched.push(pathname.slice(prefix.length));
  });
  return fetched;
}

test('the card alone loads checkout.js and its static chunks, no optional part', async ({ page }) => {
  const fetched = recordSdkRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openDemo(page, { amount: '1000' });
  const parts = await onDemandChunks(page);
  expect(parts.length).toBeGreaterThan(0);
  expect(fetched).toContain('checkout.js');
  expect(fetched.some((file) => file.startsWith('chunks/'))).toBe(true);
  expect(fetched.filter((file) => parts.includes(file))).toEqual([]);
  await expect(page.locator('#card').getByRole('button', { name: 'Pay $10.00' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a part the card wants at render comes as a chunk on demand, and the card works with it', async ({ page }) => {
  const fetched = recordSdkRequests(page);
  await openDemo(page, { amount: '1000', parts: 'installments' });
  const parts = await onDemandChunks(page);
  await expect.poll(() => fetched.filter((file) => parts.includes(file)).length).toBeGreaterThan(0);
  expect((await demoState(page)).lastError).toBeNull();
});
