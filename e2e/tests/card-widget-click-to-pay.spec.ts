import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { CARDS, demoState, enterCard, openDemo, resultCode } from '../support/card-widget.ts';

/**
 * Click to Pay on the sandbox's merchant demo page (SPEC §4): the widget loads the simulated
 * schemes' SDK scripts from the provider, and pays a chosen card through the session like a typed
 * one. Test shoppers and their code: apps/pay-sandbox/README.md, "Click to Pay test shoppers".
 */
const SHOPPER = 'shopper@ctp.example';
const CODE = '123456';

const clickToPay = (page: Page): Locator => page.locator('#card .dd-ctp');

async function openClickToPay(page: Page, shopperEmail: string): Promise<void> {
  await openDemo(page, { parts: 'clickToPay', shopperEmail, amount: '1500', billingAddress: 'none' });
}

async function enterCode(page: Page, code: string): Promise<void> {
  const ctp = clickToPay(page);
  await ctp.getByLabel('One-time code').fill(code);
  await ctp.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Click to Pay on the merchant demo page', () => {
  test('a shopper confirms a one-time code, pays with a card from the list; a wrong code is refused', async ({
    page,
  }, testInfo) => {
    // Several page loads, a scheme checkout or two and axe scans: past the default 30 s on the
    // loaded 2-core CI machine, so the slow budget.
    test.slow();
    await openClickToPay(page, SHOPPER);
    const ctp = clickToPay(page);
    await expect(ctp.getByText('Enter the code we sent to s******@ctp.example')).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'Click to Pay one-time code');

    // Resend: a confirmation, then the link waits its turn.
    await ctp.getByRole('button', { name: 'Resend code' }).click();
    await expect(ctp.getByRole('status').filter({ hasText: 'Code resent' })).toBeVisible();
    await expect(ctp.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled({ timeout: 5_000 });

    await ctp.getByRole('button', { name: 'Continue' }).click();
    await expect(ctp.getByText('Enter the code', { exact: true })).toBeVisible();
    await enterCode(page, '000000');
    await expect(ctp.getByText('Incorrect code, try again')).toBeVisible();
    await expect(ctp.getByLabel('One-time code')).toHaveAttribute('aria-invalid', 'true');
    await enterCode(page, CODE);

    // SPEC §4 order: used (latest use first), unused (latest created first), expired last and disabled.
    const cards = ctp.getByRole('radio');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toBeChecked();
    await expect(cards.first()).toBeFocused();
    const names = await ctp.locator('.dd-ctp-card__long').allTextContents();
    expect(names).toEqual([
      'Visa Signature',
      'Mastercard World',
      'Mastercard Business',
      'Visa Gold',
      'Mastercard Debit',
      'Visa Classic',
      'Mastercard Standard',
      'Visa Platinum',
    ]);
    await expect(cards.nth(6)).toBeDisabled();
    await expect(cards.nth(7)).toBeDisabled();
    await expectNoSeriousA11yViolations(page, testInfo, 'Click to Pay cards');

    // Below 768 px the cards carry the brand's short name.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(ctp.locator('.dd-ctp-card__short').first()).toBeVisible();
    await expect(ctp.locator('.dd-ctp-card__long').first()).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });

    await ctp.getByRole('radio', { name: /Mastercard World/ }).check();
    await ctp.getByRole('button', { name: 'Pay with Click to Pay' }).click();
    await expect.poll(() => resultCode(page)).toBe('Authorised');
  });

  test('a recognised device skips the code; a failed checkout shows its reason and calls onError', async ({ page }) => {
    // Several page loads and three scheme checkouts: past the default 30 s on the loaded 2-core
    // CI machine, so the slow budget.
    test.slow();
    // The earlier validation: the scheme remembers this browser (the SDK's device token).
    await openClickToPay(page, SHOPPER);
    await enterCode(page, CODE);
    await expect(clickToPay(page).getByRole('radio')).toHaveCount(8);

    // No e-mail this time: the device alone is recognised and the cards come at once.
    await openDemo(page, { parts: 'clickToPay', amount: '1500', billingAddress: 'none' });
    const ctp = clickToPay(page);
    await expect(ctp.getByRole('radio').first()).toBeChecked();
    await expect(ctp.getByLabel('One-time code')).toHaveCount(0);

    // Mastercard Business: the scheme's checkout window does not complete.
    await ctp.getByRole('radio', { name: /Mastercard Business/ }).check();
    await ctp.getByRole('button', { name: 'Pay with Click to Pay' }).click();
    await expect(ctp.getByText('Something went wrong, try again or enter your card details')).toBeVisible();
    await expect
      .poll(async () => (await demoState(page)).lastError?.message)
      .toBe('Checkout through Scheme DCF did not complete');

    // Visa Gold is Refused by the provider; Visa Signature is Authorised.
    await ctp.getByRole('radio', { name: /Visa Gold/ }).check();
    await ctp.getByRole('button', { name: 'Pay with Click to Pay' }).click();
    await expect.poll(() => resultCode(page)).toBe('Refused');
    await ctp.getByRole('radio', { name: /Visa Signature/ }).check();
    await ctp.getByRole('button', { name: 'Pay with Click to Pay' }).click();
    await expect.poll(() => resultCode(page)).toBe('Authorised');
  });

  test('an e-mail not enrolled: Click to Pay is not available and the card pays; NOT_FOUND at login', async ({
    page,
  }, testInfo) => {
    // Several page loads, a payment and an axe scan: past the default 30 s on the loaded 2-core
    // CI machine, so the slow budget.
    test.slow();
    await openClickToPay(page, 'nobody@example.com');
    const ctp = clickToPay(page);
    await expect(ctp).toBeHidden();
    await enterCard(page, CARDS.visa);
    await page.locator('#card').getByLabel('Name on card').fill('J. Smith');
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
    await page.locator('#card').getByRole('button', { name: /^Pay/ }).last().click();
    await expect.poll(() => resultCode(page)).toBe('Authorised');

    // A shopper who logs out gets the e-mail step; an address no scheme knows is NOT_FOUND.
    await openClickToPay(page, SHOPPER);
    await enterCode(page, CODE);
    await ctp.getByRole('button', { name: 'Not you? Log out' }).click();
    const email = ctp.getByLabel('Email address');
    await expect(email).toBeFocused();
    await email.fill('not an address');
    await ctp.getByRole('button', { name: 'Continue' }).click();
    await expect(ctp.getByText('Enter a valid e-mail address')).toBeVisible();
    await email.fill('nobody@example.com');
    await ctp.getByRole('button', { name: 'Continue' }).click();
    await expect(ctp.getByText(/No Click to Pay account found for this e-mail address/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'Click to Pay login with NOT_FOUND');

    // Back to the card form.
    await ctp.getByRole('button', { name: 'Enter card details manually' }).click();
    await expect(ctp.getByRole('button', { name: 'Use Click to Pay instead' })).toBeFocused();
  });

  test('a locked account cannot continue (ACCT_INACCESSIBLE); a scheme past 5 s makes it unavailable', async ({
    page,
  }) => {
    await openClickToPay(page, 'locked@ctp.example');
    const ctp = clickToPay(page);
    await enterCode(page, CODE);
    await expect(ctp.getByText(/temporarily unavailable/)).toBeVisible();
    await expect(ctp.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(ctp.getByText('Enter your card details below')).toBeVisible();

    // The page's own clock: the widget's 5 s limit on a scheme call is jumped over, not waited out
    // (the sandbox answers this shopper's lookup later than that).
    await page.clock.install();
    await openClickToPay(page, 'slow@ctp.example');
    await expect(ctp.getByText('Loading Click to Pay…')).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(ctp).toBeHidden();
    expect((await demoState(page)).lastError?.message).toBe('Timeout during identityLookup() of the scheme mc');
  });
});
