import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { CARDS, demoState, enterCard, openDemo, paymentRecord, typeInto } from '../support/card-widget.ts';

/**
 * The card widget's installments, address lookup and fast-checkout consent (SPEC §5, §9) on the
 * sandbox's demo page, paid through the sandbox, which records what the widget sent: each journey
 * reads it back from the sandbox-only GET /sandbox/payments/:pspReference.
 *
 * One journey per part; the parts' variants (a revolving plan, debit cards and zero amounts without
 * installments, the consent off or on a narrow screen) are the widget's and the sandbox's tests
 * (installments.test.ts, fast-checkout.test.ts, payment-extras.test.ts).
 */

// Each journey types a card into three cross-origin iframes, pays and scans with axe: on the
// 2-core machine beside other journeys that is past the default 30 s, so the slow budget.
test.beforeEach(() => {
  test.slow();
});

async function fillHolder(page: Page): Promise<void> {
  await page.locator('#card').getByLabel('Name on card').fill('J. Smith');
}

async function fillAddress(page: Page): Promise<void> {
  const card = page.locator('#card');
  await card.getByLabel('Country').selectOption('US');
  await card.getByLabel('Street').fill('Main Street 12');
  await card.getByLabel('Zip code').fill('10001');
  await card.getByLabel('City').fill('New York');
  await card.getByLabel('State').selectOption('NY');
}

async function pay(page: Page): Promise<void> {
  await expect.poll(async () => (await demoState(page)).isValid).toBe(true);
  await page.locator('#card').getByRole('button', { name: /Pay/ }).click();
  await expect.poll(async () => (await demoState(page)).lastResult?.resultCode ?? null).toBe('Authorised');
}

test.describe('installments on the demo page', () => {
  test('a visa card pays in 3 installments; the sandbox records them', async ({ page }, testInfo) => {
    await openDemo(page, { parts: 'installments', amount: '10000' });
    const card = page.locator('#card');
    await enterCard(page, CARDS.visa);
    await expect.poll(async () => (await demoState(page)).brand).toBe('visa');
    const count = card.getByLabel('Number of installments');
    await expect(count).toBeEnabled();
    await expect(count.locator('option')).toHaveText(['1x $100.00', '2x $50.00', '3x $33.33', '6x $16.67']);
    await count.selectOption('3');
    await expectNoSeriousA11yViolations(page, testInfo, 'installments select');
    await fillHolder(page);
    await fillAddress(page);
    await pay(page);
    expect(await paymentRecord(page)).toMatchObject({
      resultCode: 'Authorised',
      card: { brand: 'visa', lastFour: '1111' },
      installments: { value: 3 },
    });
  });
});

test.describe('address lookup on the demo page', () => {
  test('searching, choosing with the keyboard fills the address; then the card pays', async ({ page }, testInfo) => {
    await openDemo(page, { parts: 'addressLookup', amount: '2500' });
    const card = page.locator('#card');
    const search = card.getByRole('combobox', { name: 'Find your address' });
    // Enter with nothing chosen.
    await search.press('Enter');
    await expect(card.getByText('Choose an address from the list or fill in the fields below')).toBeVisible();
    await search.pressSequentially('350 fif');
    const listbox = card.getByRole('listbox', { name: 'Matching addresses' });
    await expect(listbox.getByRole('option')).toHaveText(['350 Fifth Avenue, 10118 New York NY, US']);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Choose an address from the list')).toBeHidden();
    await search.press('ArrowDown');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, testInfo, 'address search results');
    await search.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(card.getByLabel('Street')).toHaveValue('350 Fifth Avenue');
    await expect(card.getByLabel('Zip code')).toHaveValue('10118');
    await expect(card.getByLabel('City')).toHaveValue('New York');
    await expect(card.getByLabel('State')).toHaveValue('NY');
    await expect(card.getByLabel('Country')).toHaveValue('US');

    // Another country's address, chosen with the mouse: the country changes with it.
    await card.getByLabel('Country').selectOption('');
    await search.fill('');
    await search.pressSequentially('dam 1');
    await listbox.getByRole('option', { name: 'Dam 1, 1012 JS Amsterdam, NL' }).click();
    await expect(card.getByLabel('Country')).toHaveValue('NL');
    await expect(card.getByLabel('Street')).toHaveValue('Dam');
    await expect(card.getByLabel('House number')).toHaveValue('1');
    await expect(card.getByLabel('Postal code')).toHaveValue('1012 JS');

    await enterCard(page, CARDS.visa);
    await fillHolder(page);
    await pay(page);
    expect(await paymentRecord(page)).toMatchObject({ resultCode: 'Authorised', amount: { value: 2500 } });
  });
});

test.describe('fast-checkout consent on the demo page', () => {
  test('shown for visa with the switch on; the number is grouped and recorded without spaces', async ({
    page,
  }, testInfo) => {
    await openDemo(page, { parts: 'fastCheckout', amount: '1500' });
    const card = page.locator('#card');
    const consent = card.getByRole('switch', { name: 'Save my details for a faster checkout' });
    await expect(consent).toBeHidden();
    await typeInto(page, 'encryptedCardNumber', CARDS.amex.number);
    await expect.poll(async () => (await demoState(page)).brand).toBe('amex');
    await expect(consent).toBeHidden();

    await page.reload();
    await expect.poll(async () => (await demoState(page)).ready, { timeout: 20_000 }).toBe(true);
    await enterCard(page, CARDS.visa);
    await expect(consent).toBeVisible();
    await expect(consent).toBeChecked();
    const mobile = card.getByLabel('Mobile number');
    await expect(card.locator('.dd-phone-prefix')).toHaveText('+1');
    await mobile.pressSequentially('(555) 123-45678901234');
    await expect(mobile).toHaveValue('555 123 4567 89');
    await mobile.fill('');
    await mobile.pressSequentially('555123');
    await mobile.blur();
    await expect(card.getByText('Enter a valid mobile number')).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'fast checkout with an error');
    // Playwright puts the caret at the start when it focuses a field to type: back to the end.
    await mobile.press('End');
    await mobile.pressSequentially('4567');
    await expect(mobile).toHaveValue('555 123 4567');
    await expect(card.getByText('Enter a valid mobile number')).toBeHidden();

    const terms = card.getByRole('link', { name: /Terms and conditions/ });
    const privacy = card.getByRole('link', { name: /Privacy policy/ });
    for (const [link, title] of [
      [terms, 'Fast checkout terms (demo)'],
      [privacy, 'Privacy policy (demo)'],
    ] as const) {
      const href = await link.getAttribute('href');
      const answer = await page.request.get(href ?? '');
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain(`<h1>${title}</h1>`);
    }
    await expect(card.getByText(/we send a one-time code/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'How fast checkout works' })).toBeHidden();

    await fillHolder(page);
    await fillAddress(page);
    await pay(page);
    expect(await paymentRecord(page)).toMatchObject({
      card: { brand: 'visa' },
      fastCheckout: { consentShown: true, consentGiven: true, telephoneNumber: '5551234567' },
    });
  });
});
