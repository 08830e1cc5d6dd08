import { CARD_ERRORS, type SecuredFieldType } from '@datadeck/contracts/provider';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  CARDS,
  clearField,
  demoState,
  enterCard,
  errorCodeOf,
  fillHolderAndAddress,
  openDemo,
  pay,
  resultCode,
  securedInput,
  typeInto,
} from '../support/card-widget.ts';

/**
 * The card widget on the provider sandbox's merchant demo page: card data typed into the
 * provider's iframes, checked there, encrypted there, and paid with through the sandbox's
 * Checkout API, 3-D Secure 2 included. The page's `<pre id="state">` is the widget's own state.
 */

test.describe('card widget on the merchant demo page', () => {
  test('a good card is recognised, saved with amount 0 and Authorised', async ({ page }) => {
    await openDemo(page);
    await typeInto(page, 'encryptedCardNumber', CARDS.visa.number);
    await expect.poll(async () => (await demoState(page)).brand).toBe('visa');
    await typeInto(page, 'encryptedExpiryDate', CARDS.visa.expiry);
    await typeInto(page, 'encryptedSecurityCode', CARDS.visa.securityCode);
    await fillHolderAndAddress(page);
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
  });

  test('each card error code is shown under its field and announced', async ({ page }, testInfo) => {
    // Every error code typed into three cross-origin iframes, and an axe scan: 31 s on the loaded
    // 2-core CI machine beside another journey, past the default 30 s, so the slow budget.
    test.slow();
    await openDemo(page, { brands: 'mc,visa' });
    const card = page.locator('#card');

    // Paying with nothing typed: every empty field shows its error, and focus goes to the first.
    await pay(page);
    await expect.poll(() => errorCodeOf(page, 'encryptedCardNumber')).toBe(CARD_ERRORS.numberEmpty);
    expect(await errorCodeOf(page, 'encryptedExpiryDate')).toBe(CARD_ERRORS.dateEmpty);
    expect(await errorCodeOf(page, 'encryptedSecurityCode')).toBe(CARD_ERRORS.securityCodeEmpty);
    await expect(card.getByText('Enter the card number').first()).toBeVisible();
    // Inside the iframe, the input describes its own error for screen readers.
    const numberInput = securedInput(page, 'encryptedCardNumber');
    await expect(numberInput).toHaveAttribute('aria-invalid', 'true');
    await expect(numberInput).toHaveAccessibleDescription('Enter the card number');
    await expectNoSeriousA11yViolations(page, testInfo, 'card widget with errors');

    const leaveTo = (fieldType: SecuredFieldType) => securedInput(page, fieldType).click();
    const cases: [SecuredFieldType, string, string, SecuredFieldType][] = [
      ['encryptedCardNumber', '41111111', CARD_ERRORS.fieldIncomplete, 'encryptedSecurityCode'],
      ['encryptedCardNumber', CARDS.nonLuhn.number, CARD_ERRORS.numberLuhn, 'encryptedSecurityCode'],
      ['encryptedCardNumber', CARDS.amex.number, CARD_ERRORS.numberUnsupported, 'encryptedSecurityCode'],
      ['encryptedExpiryDate', '0030', CARD_ERRORS.dateIncorrect, 'encryptedCardNumber'],
      ['encryptedExpiryDate', '0120', CARD_ERRORS.dateTooOld, 'encryptedCardNumber'],
      ['encryptedExpiryDate', '0199', CARD_ERRORS.dateTooFar, 'encryptedCardNumber'],
      ['encryptedExpiryDate', '03', CARD_ERRORS.fieldIncomplete, 'encryptedCardNumber'],
      ['encryptedSecurityCode', '7', CARD_ERRORS.fieldIncomplete, 'encryptedCardNumber'],
    ];
    for (const [fieldType, typed, code, next] of cases) {
      await clearField(page, fieldType);
      await typeInto(page, fieldType, typed);
      await leaveTo(next);
      await expect.poll(() => errorCodeOf(page, fieldType), { message: `${fieldType} ${typed}` }).toBe(code);
      const message = (await demoState(page)).errors[fieldType]?.message ?? '';
      await expect(card.getByText(message, { exact: true }).first()).toBeVisible();
    }
  });

  test('paying with a card not fully typed: each unfinished field says err.gen.9100, nothing is paid', async ({
    page,
  }) => {
    await openDemo(page, { brands: 'mc,visa' });
    await typeInto(page, 'encryptedCardNumber', '4111 1111 1111');
    await typeInto(page, 'encryptedExpiryDate', '03');
    await typeInto(page, 'encryptedSecurityCode', '73');
    await fillHolderAndAddress(page);
    await pay(page);
    for (const fieldType of ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode'] as const)
      await expect.poll(() => errorCodeOf(page, fieldType), { message: fieldType }).toBe(CARD_ERRORS.fieldIncomplete);
    await expect(page.locator('#card').getByText('Incomplete field', { exact: true })).toHaveCount(3);
    // The first unfinished field takes the focus; the card is not paid.
    await expect(securedInput(page, 'encryptedCardNumber')).toBeFocused();
    expect(await demoState(page)).toMatchObject({ isValid: false, lastResult: null });
  });

  test('a frictionless 3-D Secure 2 card is Authorised without a challenge', async ({ page }) => {
    await openDemo(page);
    await enterCard(page, CARDS.frictionless);
    await fillHolderAndAddress(page);
    await pay(page);
    // Sooner than the fingerprint's 10 s time-out: the ACS method page answered the widget.
    await expect.poll(() => resultCode(page), { timeout: 8_000 }).toBe('Authorised');
    await expect(page.locator('iframe[title="3D Secure 2.0 challenge"]')).toHaveCount(0);
  });

  // The challenge's other answers (a wrong code, Cancel) are the sandbox's and the widget's tests:
  // apps/pay-sandbox/test/payments.test.ts, packages/card-widget/src/three-ds2/three-ds2.test.ts.
  test('a challenge card goes through the 3-D Secure 2 challenge: code 1234 is Authorised', async ({ page }) => {
    await openDemo(page);
    await enterCard(page, CARDS.challenge);
    await fillHolderAndAddress(page);
    await pay(page);
    const challenge = page.frameLocator('iframe[title="3D Secure 2.0 challenge"]');
    await challenge.getByLabel('One-time code').fill('1234');
    await challenge.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => resultCode(page)).toBe('Authorised');
    await expect(page.locator('iframe[title="3D Secure 2.0 challenge"]')).toHaveCount(0);
  });

  test('the host page never holds or sends the card number', async ({ page }) => {
    const hostRequests: string[] = [];
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame()) hostRequests.push(`${request.url()}\n${request.postData() ?? ''}`);
    });
    await openDemo(page);
    // A card not printed in the demo page's own table of test cards.
    await enterCard(page, CARDS.unlisted);
    await fillHolderAndAddress(page);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');

    const number = CARDS.unlisted.number;
    const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const hostDom = await page.evaluate(() => document.documentElement.outerHTML);
    const inputValues = await page.evaluate(() =>
      [...document.querySelectorAll('input')].map((input) => input.value).join('\n'),
    );
    for (const haystack of [hostDom, inputValues, ...hostRequests]) {
      expect(haystack).not.toContain(number);
      expect(haystack).not.toContain(grouped);
    }
    // The host did talk to the provider: binLookup and the payment went out, encrypted.
    expect(hostRequests.some((request) => request.includes('/v3/bin/binLookup'))).toBe(true);
    expect(hostRequests.some((request) => request.includes('/payments'))).toBe(true);
  });
});
