import {
  DEVICE_FINGERPRINT,
  PAY_BUTTON,
  SCRIPT_LOAD,
  WIDGET_TIMEOUTS,
  type RiskClientData,
} from '@datadeck/contracts/provider';
import { expect, test, type Page } from '@playwright/test';
import {
  CARDS,
  demoState,
  enterCard,
  fillHolderAndAddress,
  openDemo,
  pay,
  paymentRecord,
  resultCode,
} from '../support/card-widget.ts';

/**
 * The card widget's rules of time (SPEC §9), in Chromium against the real sandbox, with the
 * browser's time moved by Playwright's clock instead of waited for: the pay button's completed
 * state (1000 ms), the device fingerprint given up after 20000 ms, and a scheme SDK script tried
 * 3 times 1000 ms apart. Each journey stops the page's time before the page loads, so a timer
 * fires exactly when the test moves the clock past it.
 */

/** Stops the browser's time (Date and timers, in every frame) before the page loads. */
async function stopTime(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
}

/** The device fingerprint the demo's card would send now (`state.data.riskData`), decoded. */
async function riskClientData(page: Page): Promise<RiskClientData | null> {
  const clientData = await page.evaluate(
    () =>
      (window as unknown as { datadeckDemo: { card: { state: { data: { riskData?: { clientData: string } } } } } })
        .datadeckDemo.card.state.data.riskData?.clientData ?? null,
  );
  return clientData === null
    ? null
    : (JSON.parse(Buffer.from(clientData, 'base64').toString('utf8')) as RiskClientData);
}

const payButton = (page: Page) => page.locator('#card').getByRole('button', { name: /Pay|Completed/ });

test.describe('card widget: time moved by the clock', () => {
  test(`after a payment the button says Completed, and is ready again ${PAY_BUTTON.completedResetMs} ms later`, async ({
    page,
  }) => {
    await stopTime(page);
    await openDemo(page, { amount: '1000' });
    await enterCard(page, CARDS.visa);
    await fillHolderAndAddress(page);
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
    await payButton(page).click();
    await expect.poll(() => resultCode(page)).toBe('Authorised');
    await expect(payButton(page)).toHaveText('Completed');
    await expect(payButton(page)).toBeDisabled();

    await page.clock.runFor(PAY_BUTTON.completedResetMs - 1);
    await expect(payButton(page)).toHaveText('Completed');
    await page.clock.runFor(1);
    await expect(payButton(page)).toHaveText('Pay $10.00');
    await expect(payButton(page)).toBeEnabled();
  });

  test("the device fingerprint page's value goes with the payment", async ({ page }) => {
    test.slow();
    await openDemo(page);
    await expect.poll(() => riskClientData(page)).not.toBeNull();
    const sent = await riskClientData(page);
    expect(sent).toMatchObject({
      version: DEVICE_FINGERPRINT.version,
      deviceFingerprint: expect.stringMatching(/^dfp-/),
    });
    await expect(page.locator('iframe.dd-device-fingerprint')).toHaveCount(0);
    await enterCard(page, CARDS.visa);
    await fillHolderAndAddress(page);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
    expect(await paymentRecord(page)).toMatchObject({ deviceFingerprint: sent?.deviceFingerprint });
  });

  test(`a device fingerprint page that never answers is given up after ${WIDGET_TIMEOUTS.deviceFingerprintMs} ms`, async ({
    page,
  }) => {
    test.slow();
    // The provider's page, but one that posts nothing.
    await page.route('**/dfp/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Silent</title>' }),
    );
    await stopTime(page);
    await openDemo(page);
    const fingerprintFrame = page.locator('iframe.dd-device-fingerprint');
    await expect(fingerprintFrame).toHaveCount(1);
    expect(await riskClientData(page)).toBeNull();

    await page.clock.runFor(WIDGET_TIMEOUTS.deviceFingerprintMs - 1);
    expect(await riskClientData(page)).toBeNull();
    await expect(fingerprintFrame).toHaveCount(1);
    await page.clock.runFor(1);
    expect(await riskClientData(page)).toStrictEqual({
      version: DEVICE_FINGERPRINT.version,
      deviceFingerprint: DEVICE_FINGERPRINT.timedOutValue,
    });
    await expect(fingerprintFrame).toHaveCount(0);

    // Nothing waited on it: the card pays, and the provider records the timed-out value.
    await enterCard(page, CARDS.visa);
    await fillHolderAndAddress(page);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
    expect(await paymentRecord(page)).toMatchObject({ deviceFingerprint: DEVICE_FINGERPRINT.timedOutValue });
  });
});

/**
 * Attempt `n` was made and failed, and the page has handled the failure: the loader removed its
 * script, and its wait for the next attempt has begun. Only then may the test move time; moved
 * before, the clock would pass before the wait was set and the next attempt would never come.
 */
async function attemptFailed(page: Page, attempts: () => number, n: number): Promise<void> {
  await expect.poll(attempts).toBe(n);
  await expect(page.locator('head script[src*="click-to-pay/visa.js"]')).toHaveCount(0);
}

/** Fails the first `failures` loads of the visa SDK script; counts every attempt. */
async function failVisaScript(page: Page, failures: number): Promise<() => number> {
  let attempts = 0;
  await page.route('**/click-to-pay/visa.js', async (route) => {
    attempts += 1;
    if (attempts <= failures) await route.abort('connectionfailed');
    else await route.fallback();
  });
  return () => attempts;
}

test.describe(`Click to Pay scheme SDK script: ${SCRIPT_LOAD.attempts} attempts, ${SCRIPT_LOAD.retryDelayMs} ms apart`, () => {
  const SHOPPER = 'shopper@ctp.example';

  const openClickToPay = (page: Page) =>
    openDemo(page, { parts: 'clickToPay', shopperEmail: SHOPPER, amount: '1500', billingAddress: 'none' });

  test('a script that fails twice loads on the third attempt, and Click to Pay goes on', async ({ page }) => {
    test.slow();
    const attempts = await failVisaScript(page, 2);
    await stopTime(page);
    await openClickToPay(page);
    await attemptFailed(page, attempts, 1);
    // The next attempt waits for its turn: not a moment earlier.
    await page.clock.runFor(SCRIPT_LOAD.retryDelayMs - 1);
    expect(attempts()).toBe(1);
    await page.clock.runFor(1);
    await attemptFailed(page, attempts, 2);
    await page.clock.runFor(SCRIPT_LOAD.retryDelayMs);
    await expect.poll(attempts).toBe(3);
    await expect(
      page.locator('#card .dd-ctp').getByText('Enter the code we sent to s******@ctp.example'),
    ).toBeVisible();
    expect((await demoState(page)).lastError).toBeNull();
  });

  test("one that fails every attempt gives 'Unable to load script', and the card form stays", async ({ page }) => {
    test.slow();
    const attempts = await failVisaScript(page, Number.POSITIVE_INFINITY);
    await stopTime(page);
    await openClickToPay(page);
    await attemptFailed(page, attempts, 1);
    await page.clock.runFor(SCRIPT_LOAD.retryDelayMs);
    await attemptFailed(page, attempts, 2);
    await page.clock.runFor(SCRIPT_LOAD.retryDelayMs);
    await expect.poll(attempts).toBe(3);
    await expect
      .poll(async () => (await demoState(page)).lastError)
      .toStrictEqual({ type: 'SCRIPT_ERROR', message: 'Unable to load script' });
    // No fourth attempt, however long the shopper stays.
    await page.clock.runFor(10 * SCRIPT_LOAD.retryDelayMs);
    expect(attempts()).toBe(SCRIPT_LOAD.attempts);
    await expect(page.locator('#card .dd-ctp').getByText(/Enter the code/)).toHaveCount(0);
    await enterCard(page, CARDS.visa);
    await page.locator('#card').getByLabel('Name on card').fill('J. Smith');
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
  });
});
