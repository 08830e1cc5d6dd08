import { expect, test, type Page } from '@playwright/test';
import { openDemo } from '../support/card-widget.ts';
import { DEMO_MESSAGES } from '../support/demo.ts';
import { clusterList, demoAccountPath, openSignedIn } from '../support/landing.ts';
import {
  CLS_LIMIT,
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  layoutShifts,
  recordLayoutShifts,
} from '../support/layout-shift.ts';

/**
 * Issue 14: no page may move under the reader while it loads (cumulative layout shift ≤ 0.05,
 * as Lighthouse counts it on one load). Each page is loaded fresh at Lighthouse's mobile and
 * desktop viewports, and with the API answering late, as on a phone's network, so a pending
 * state that is not the size of what replaces it shows as a shift.
 */

const VIEWPORTS = [
  ['mobile', MOBILE_VIEWPORT],
  ['desktop', DESKTOP_VIEWPORT],
] as const;

/** Holds every API answer back, so the shell paints its pending states before the data lands. */
async function slowApi(page: Page, delayMs: number): Promise<void> {
  await page.route('**/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

async function expectStill(page: Page): Promise<void> {
  const { total, shifts } = await layoutShifts(page);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBeLessThanOrEqual(CLS_LIMIT);
}

for (const [form, viewport] of VIEWPORTS) {
  test.describe(`${form} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    for (const billingAddress of ['full', 'none']) {
      test(`the sandbox demo page keeps still while the card widget mounts (billing address ${billingAddress})`, async ({
        page,
      }) => {
        await recordLayoutShifts(page);
        await openDemo(page, { billingAddress });
        await expect(page.locator('#card').getByRole('button', { name: /Confirm preauthorization|Pay/ })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectStill(page);
      });
    }

    for (const delayMs of [0, 600]) {
      test(`the cluster list keeps still while it loads (API answering after ${delayMs} ms)`, async ({ page }) => {
        // Signed in with the saved session; the page is opened once first, so the load measured
        // is a return to it (the app's files cached), as after a sign-in.
        await openSignedIn(page, 'demo-owner', demoAccountPath());
        await recordLayoutShifts(page);
        if (delayMs > 0) await slowApi(page, delayMs);
        await page.goto(demoAccountPath());
        await expect(clusterList(page).getByRole('listitem').first()).toBeVisible();
        const messages = page.getByRole('region', { name: 'Messages of the day' });
        for (const message of DEMO_MESSAGES) await expect(messages.getByText(message)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectStill(page);
      });
    }
  });
}
