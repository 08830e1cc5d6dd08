import { CARD_ERRORS } from '@datadeck/contracts/provider';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  demoState,
  errorCodeOf,
  openDemo,
  pay,
  resultCode,
  securedField,
  type TestCard,
  typeInto,
} from '../support/card-widget.ts';

/**
 * SPEC §5 country-specific card fields on the sandbox's demo page: the Korean (KCP) tax number and
 * card password (`parts=kcp`), and the Brazilian CPF/CNPJ shown when binLookup asks for it (no
 * part: auto mode). The sandbox refuses a Korean card without valid KCP fields and a Brazilian card
 * without a valid CPF/CNPJ, so an Authorised payment proves the widget sent them. The fields'
 * other modes and going away again are the widget's and the sandbox's tests
 * (korean.test.ts, social-security-card.test.ts, country-fields.test.ts).
 */

/** The sandbox's README: Korean and Brazilian test cards (any future expiry, any code). */
const KOREAN_VISA: TestCard = { number: '4659310000000009', expiry: '0330', securityCode: '737' };
const BRAZILIAN_VISA: TestCard = { number: '4984010000000001', expiry: '0330', securityCode: '737' };

const BIRTH_DATE_LABEL = 'Cardholder birth date (YYMMDD) or business registration number (10 digits)';
const BUSINESS_LABEL = 'Business registration number (10 digits)';

/** No billing address: the journeys are about the country fields. */
const open = (page: Page, query: Record<string, string> = {}) => openDemo(page, { billingAddress: 'none', ...query });

async function enterCard(page: Page, card: TestCard): Promise<void> {
  await typeInto(page, 'encryptedCardNumber', card.number);
  await typeInto(page, 'encryptedExpiryDate', card.expiry);
  await typeInto(page, 'encryptedSecurityCode', card.securityCode);
  await page.locator('#card').getByLabel('Name on card').fill('J. Smith');
}

/** The password's iframe, loaded and configured by the widget (its placeholder comes with `configure`). */
async function passwordReady(page: Page): Promise<void> {
  await expect(securedField(page, 'encryptedPassword').locator('input')).toHaveAttribute('placeholder', '2 digits');
}

test.describe('Korean cards (KCP) on /demo?parts=kcp', () => {
  test('a Korean card is paid with the tax number and the card password; every state is accessible', async ({
    page,
  }, testInfo) => {
    // An axe scan, two iframes' errors and a payment: past the default 30 s on the 2-core machine.
    test.slow();
    await open(page, { parts: 'kcp' });
    const card = page.locator('#card');
    await expect(card.getByLabel(BIRTH_DATE_LABEL)).toBeHidden();
    await expect(page.locator('iframe[data-field="encryptedPassword"]')).toHaveCount(0);

    await enterCard(page, KOREAN_VISA);
    const taxNumber = card.getByLabel(BIRTH_DATE_LABEL);
    await expect(taxNumber).toBeVisible();
    await expect(card.getByText('First 2 digits of card password', { exact: true })).toBeVisible();
    await passwordReady(page);
    await expect.poll(async () => (await demoState(page)).isValid).toBe(false);

    // Paying now shows both errors, the password's from inside its iframe.
    await pay(page);
    await expect.poll(() => errorCodeOf(page, 'taxNumber')).toBe('creditCard.taxNumber.empty');
    await expect.poll(() => errorCodeOf(page, 'encryptedPassword')).toBe(CARD_ERRORS.passwordEmpty);
    await expect(card.getByText('Enter the password', { exact: true })).toBeVisible();
    await expect(securedField(page, 'encryptedPassword').locator('input')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, testInfo, 'KCP fields with errors');

    // The label follows what is typed: a birth date up to 6 digits, a business number above.
    await taxNumber.fill('8501234');
    await expect(card.getByLabel(BUSINESS_LABEL)).toHaveValue('8501234');
    await card.getByLabel(BUSINESS_LABEL).fill('85-01-23');
    await expect(card.getByLabel(BIRTH_DATE_LABEL)).toHaveValue('850123');
    await expect.poll(() => errorCodeOf(page, 'taxNumber')).toBeNull();

    // One digit of two, left: incomplete (SPEC §8 err.gen.9100).
    await typeInto(page, 'encryptedPassword', '1');
    await card.getByLabel(BIRTH_DATE_LABEL).click();
    await expect.poll(() => errorCodeOf(page, 'encryptedPassword')).toBe(CARD_ERRORS.fieldIncomplete);
    await typeInto(page, 'encryptedPassword', '2');
    await expect.poll(() => errorCodeOf(page, 'encryptedPassword')).toBeNull();
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
    // The password never reaches the host page: only its JWE does.
    expect(
      await page.evaluate(() => [...document.querySelectorAll('input')].map((input) => input.value)),
    ).not.toContain('12');
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
  });
});

test.describe('Brazilian social security number', () => {
  test('/demo (auto mode): a Brazilian card brings the field; paid with a CNPJ', async ({ page }, testInfo) => {
    // An axe scan and a payment beside typing into three cross-origin iframes.
    test.slow();
    await open(page);
    const card = page.locator('#card');
    const ssn = card.getByLabel('CPF/CNPJ');
    await expect(ssn).toHaveCount(0);
    await enterCard(page, BRAZILIAN_VISA);
    await expect(ssn).toBeVisible();
    await expect.poll(async () => (await demoState(page)).isValid).toBe(false);

    // Required: paying without it shows the error and moves the focus to it.
    await pay(page);
    await expect.poll(() => errorCodeOf(page, 'socialSecurityNumber')).toBe('socialSecurityNumber.empty');
    await expect(ssn).toBeFocused();
    await expectNoSeriousA11yViolations(page, testInfo, 'CPF/CNPJ required');

    await ssn.pressSequentially('11222333000181');
    await expect(ssn).toHaveValue('11.222.333/0001-81');
    await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
    await pay(page);
    await expect.poll(() => resultCode(page)).toBe('Authorised');
  });
});
