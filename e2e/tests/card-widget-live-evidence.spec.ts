import { FALLBACK_SHOPPER_COUNTRY } from '@datadeck/contracts/provider';
import type {
  GiftCardPaymentMethod,
  OrderReference,
  SessionBalanceResponse,
  SessionCancelOrderResponse,
  SessionOrderResponse,
} from '@datadeck/contracts/provider-api';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CARDS,
  demoState,
  enterCard,
  errorCodeOf,
  fillAddress,
  openDemo,
  pay,
  paymentRecord,
  resultCode,
  sandboxBase,
  securedField,
  securedInput,
  typeInto,
} from '../support/card-widget.ts';
import { encryptForProvider } from '../support/provider-encryption.ts';

/**
 * Rules that cross the network or the browser, shown in Chromium on the sandbox's demo page
 * against the real sandbox: the holder name optional or required, the shopper's country from the
 * provider's IP lookup (AU when it fails), browser auto-fill taken only when it passes, and gift
 * card balance and orders called by the widget from the page.
 */

const card = (page: Page) => page.locator('#card');

test.describe('holder name (SPEC §5: required only if holderNameRequired)', () => {
  test('optional: a card without a holder name is paid', async ({ page }) => {
    await openDemo(page, { holderName: 'optional' });
    await expect(card(page).getByLabel('Name on card (optional)')).toHaveValue('');
    await enterCard(page, CARDS.visa);
    await fillAddress(page);
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
    expect(await errorCodeOf(page, 'holderName')).toBeNull();
  });

  test('required: the same card without one is refused with its error, and paid once it has one', async ({ page }) => {
    await openDemo(page);
    await enterCard(page, CARDS.visa);
    await fillAddress(page);
    await pay(page);
    await expect.poll(() => errorCodeOf(page, 'holderName')).toBe('creditCard.holderName.invalid');
    await expect(card(page).getByText('Enter the name on the card')).toBeVisible();
    await expect(card(page).getByLabel('Name on card')).toBeFocused();
    expect(await demoState(page)).toMatchObject({ isValid: false, lastResult: null });

    await card(page).getByLabel('Name on card').fill('J. Smith');
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
  });
});

/** The demo with no country from the page or the session: the widget looks it up. */
async function countryShown(page: Page): Promise<string> {
  const lookup = page.waitForRequest((request) => request.url().includes('/v1/shopperCountry'));
  await openDemo(page, { country: 'lookup' });
  await lookup;
  const country = card(page).getByLabel('Country');
  await expect(country).not.toHaveValue('');
  return country.inputValue();
}

test.describe("shopper's country by IP (SPEC §7), AU when the lookup fails (SPEC §8)", () => {
  test('the country the provider tells from the address', async ({ page }) => {
    // The sandbox (test environment) reads X-Forwarded-For: 192.0.2.0/24 is NL in its table.
    await page.route('**/v1/shopperCountry**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': '192.0.2.10' } }),
    );
    expect(await countryShown(page)).toBe('NL');
  });

  test('AU when the provider does not know the address', async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().includes('/v1/shopperCountry'));
    const shown = countryShown(page);
    expect(await (await answer).json()).toStrictEqual({ countryCode: null });
    expect(await shown).toBe(FALLBACK_SHOPPER_COUNTRY);
  });

  test('AU when the lookup fails: no connection, or an error answer', async ({ page }) => {
    await page.route('**/v1/shopperCountry**', (route) => route.abort('connectionfailed'));
    expect(await countryShown(page)).toBe(FALLBACK_SHOPPER_COUNTRY);
    await page.unroute('**/v1/shopperCountry**');
    await page.route('**/v1/shopperCountry**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"down"}' }),
    );
    expect(await countryShown(page)).toBe(FALLBACK_SHOPPER_COUNTRY);
  });
});

/** What a browser's auto-fill does to an input: the value set, then a plain input Event. */
async function autoFill(input: Locator, value: string): Promise<void> {
  await input.evaluate((element, filled) => {
    if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
    element.value = filled;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test.describe('browser auto-fill (SPEC §5: accepted only if it passes)', () => {
  test('what a browser fills into the number field’s frame goes to each field, taken only if it passes', async ({
    page,
  }) => {
    test.slow();
    await openDemo(page);
    const number = securedField(page, 'encryptedCardNumber');
    const holder = card(page).getByLabel('Name on card');
    const date = securedInput(page, 'encryptedExpiryDate');

    // Refused: an expired date, a name longer than the provider takes. Nothing is taken; each
    // field says why.
    await autoFill(number.locator('#ac-cc-exp'), '01/2020');
    await expect.poll(() => errorCodeOf(page, 'encryptedExpiryDate')).toBe('cc.dat.912');
    await expect(date).toHaveValue('');
    await autoFill(number.locator('#ac-cc-name'), 'J'.repeat(257));
    await expect.poll(() => errorCodeOf(page, 'holderName')).toBe('creditCard.holderName.tooLong');
    await expect(holder).toHaveValue('');

    // Taken: a good date and name, and the number filled into its own field.
    await autoFill(number.locator('#ac-cc-exp'), '03/2030');
    await autoFill(number.locator('#ac-cc-name'), 'J. Smith');
    await autoFill(number.locator('#field'), CARDS.visa.number);
    await expect(date).toHaveValue('03/30');
    await expect(holder).toHaveValue('J. Smith');
    await expect(number.locator('#field')).toHaveValue('4111 1111 1111 1111');
    await expect.poll(() => errorCodeOf(page, 'encryptedExpiryDate')).toBeNull();
    expect(await errorCodeOf(page, 'holderName')).toBeNull();

    // An auto-filled number that fails Luhn is not taken over the good one.
    await autoFill(number.locator('#field'), CARDS.nonLuhn.number);
    await expect.poll(() => errorCodeOf(page, 'encryptedCardNumber')).toBe('cc.num.902');
    await expect(number.locator('#field')).toHaveValue('4111 1111 1111 1111');
    // Typing again clears it; the card pays with what was taken.
    await number.locator('#field').press('End');
    await number.locator('#field').press('Backspace');
    await number.locator('#field').pressSequentially('1');
    await expect.poll(() => errorCodeOf(page, 'encryptedCardNumber')).toBeNull();
    await typeInto(page, 'encryptedSecurityCode', CARDS.visa.securityCode);
    await fillAddress(page);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
    expect(await paymentRecord(page)).toMatchObject({ card: { brand: 'visa', lastFour: '1111' } });
  });
});

interface DemoCheckout {
  checkBalance(giftCard: GiftCardPaymentMethod, order?: OrderReference): Promise<SessionBalanceResponse>;
  createOrder(): Promise<SessionOrderResponse>;
  cancelOrder(order: OrderReference): Promise<SessionCancelOrderResponse>;
}
type DemoWindow = { datadeckDemo: { checkout: DemoCheckout } };

test.describe('gift card balance and orders (SPEC §7), called by the widget in the page', () => {
  test('a balance that covers the amount, an order weighed against, a cancel, a second cancel refused', async ({
    page,
    request,
  }) => {
    await openDemo(page, { amount: '3000', currency: 'USD' });
    // The sandbox's test gift card (its README): balance 50.00, PIN 1234. Encrypted as a gift
    // card's secured fields would, with the key the provider publishes.
    const origin = new URL(page.url()).origin;
    const giftCard: GiftCardPaymentMethod = {
      type: 'giftcard',
      brand: 'givex',
      encryptedCardNumber: await encryptForProvider(request, sandboxBase(), origin, { number: '6036280000000000011' }),
      encryptedSecurityCode: await encryptForProvider(request, sandboxBase(), origin, { cvc: '1234' }),
    };
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/v1/sessions/') && sent.method() === 'POST') calls.push(new URL(sent.url()).pathname);
    });

    const balance = await page.evaluate(
      (method) => (window as unknown as DemoWindow).datadeckDemo.checkout.checkBalance(method),
      giftCard,
    );
    expect(balance).toMatchObject({ resultCode: 'Success', balance: { currency: 'USD', value: 5_000 } });

    const order = await page.evaluate(() => (window as unknown as DemoWindow).datadeckDemo.checkout.createOrder());
    expect(order).toMatchObject({ amount: { currency: 'USD', value: 3_000 }, remainingAmount: { value: 3_000 } });
    const againstOrder = await page.evaluate(
      ([method, open]) => (window as unknown as DemoWindow).datadeckDemo.checkout.checkBalance(method, open),
      [giftCard, order] as const,
    );
    expect(againstOrder.resultCode).toBe('Success');

    const cancelled = await page.evaluate(
      (open) => (window as unknown as DemoWindow).datadeckDemo.checkout.cancelOrder(open),
      order,
    );
    expect(cancelled).toMatchObject({ pspReference: order.pspReference, resultCode: 'Received' });
    const refused = await page.evaluate(
      (open) =>
        (window as unknown as DemoWindow).datadeckDemo.checkout.cancelOrder(open).then(
          () => null,
          (error: { type: string; code?: string; message: string }) => ({
            type: error.type,
            code: error.code,
            message: error.message,
          }),
        ),
      order,
    );
    expect(refused).toStrictEqual({
      type: 'NETWORK_ERROR',
      code: 'order.notOpen',
      message: 'order: the order is cancelled',
    });
    // Each went from the page to the provider's session calls.
    const session = (calls[0] ?? '').split('/')[3] ?? '';
    expect(calls).toStrictEqual(
      ['paymentMethodBalance', 'orders', 'paymentMethodBalance', 'orders/cancel', 'orders/cancel'].map(
        (call) => `/v1/sessions/${session}/${call}`,
      ),
    );
  });
});
