import {
  api,
  buildPath,
  CSRF_HEADER,
  DEMO_ACCOUNT_NAME,
  expiryYearChoices,
  MESSAGES,
  roleRefusal,
} from '@datadeck/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { BILLING_CONTACT, billingForm, savedCardRegion } from '../support/billing.ts';
import { CLOCKED_CONSOLE_START_MS, type ClockedConsole, startClockedConsole } from '../support/clocked-console.ts';
import { freePort } from '../support/free-port.ts';
import { signInThroughApi } from '../support/sessions.ts';

/*
 * Settings → Billing on a console without a card provider (PAY_PROVIDER=none; issue 33): the card
 * is entered in the billing form itself (SPEC §3 paymentDetails, §5 rules). A console of this
 * file's own (support/clocked-console.ts, which has no card provider), so the card saved here
 * changes a Demo Account nobody else reads.
 */

// In order, in one worker: the journeys share the console and build on each other's saves.
test.describe.configure({ mode: 'default' });

const CARD = MESSAGES.billing.card;
let deck: ClockedConsole;
let accountId: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(CLOCKED_CONSOLE_START_MS);
  deck = await startClockedConsole(await freePort());
  // The set-up, not what the journeys show: demo-billing saves a contact and address without a
  // card, so the Demo Account has details a Cluster Administrator is shown.
  const request = await playwright.request.newContext({ baseURL: deck.url });
  try {
    const me = await signInThroughApi(request, 'demo-billing');
    const demo = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME);
    if (demo === undefined) throw new Error(`demo-billing is not linked to ${DEMO_ACCOUNT_NAME}`);
    accountId = demo.id;
    const { country: _country, contactEmail, ...address } = BILLING_CONTACT;
    const response = await request.post(buildPath(api.billing.update.path, { accountId }), {
      data: { contactEmail, addressDetails: { ...address, extendedAddress: null, countryCodeAlpha2: 'US' } },
      headers: { [CSRF_HEADER]: me.csrfToken },
    });
    expect(response.status(), await response.text()).toBe(api.billing.update.status);
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  await deck?.stop();
});

async function openBillingAs(page: Page, username: string): Promise<void> {
  await signInThroughApi(page.request, username, { consoleUrl: deck.url });
  await page.goto(`${deck.url}/accounts/${accountId}/settings/billing`);
  await expect(page.getByRole('heading', { level: 2, name: 'Billing', exact: true })).toBeVisible();
  await expect(billingForm(page)).toBeVisible();
}

const cardGroup = (page: Page) => billingForm(page).getByRole('group', { name: CARD.legend });

test('a Cluster Administrator sees the card fields disabled, and why', async ({ page }) => {
  await openBillingAs(page, 'demo-admin');
  const card = cardGroup(page);
  await expect(card).toHaveAccessibleDescription(roleRefusal('EDIT_BILLING'));
  for (const name of ['Card number', 'Cardholder name', 'CVV']) {
    await expect(card.getByRole('textbox', { name })).toBeDisabled();
  }
  await expect(card.getByRole('combobox', { name: 'Expiry month' })).toBeDisabled();
  await expect(card.getByRole('combobox', { name: 'Expiry year' })).toBeDisabled();
  await expect(page.getByText(MESSAGES.billing.modeNotices.CARD)).toBeVisible();
});

test('a Billing user enters a card in the form, is told what is wrong, and saves it: only its last digits come back', async ({
  page,
}, testInfo) => {
  await openBillingAs(page, 'demo-billing');
  const card = cardGroup(page);
  await expect(page.getByText(MESSAGES.billing.modeNotices.CARD)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'billing tab with the card fields');

  // An American Express number with a 3-digit CVV: the field says what it needs.
  await card.getByRole('textbox', { name: 'Card number' }).fill('378282246310005');
  await card.getByRole('textbox', { name: 'Cardholder name' }).fill('Bella Billing');
  await card.getByRole('combobox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  const year = card.getByRole('combobox', { name: 'Expiry year' });
  await year.click();
  const years = page.getByRole('listbox', { name: 'Expiry year' }).getByRole('option');
  await expect(years).toHaveText(expiryYearChoices(new Date()));
  const lastYear = expiryYearChoices(new Date())[9] ?? '';
  await page.getByRole('option', { name: lastYear, exact: true }).click();
  const cvv = card.getByRole('textbox', { name: 'CVV' });
  await cvv.fill('482');
  const submit = page.getByRole('button', { name: MESSAGES.billing.submit });
  await submit.click();
  await expect(cvv).toHaveAccessibleDescription(CARD.amexCvvLength);

  await cvv.fill('4821');
  await submit.click();
  await expect(page.getByText(MESSAGES.billing.detailsSaved)).toBeVisible();
  const saved = savedCardRegion(page);
  await expect(saved.getByText('American Express •••• 0005')).toBeVisible();
  await expect(saved.getByText(`Expires 12/${lastYear}`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // What the server kept, read afresh: the last digits, never the number.
  await page.reload();
  await expect(saved.getByText('American Express •••• 0005')).toBeVisible();
  expect(await page.content()).not.toContain('378282246310005');
  await expect(page.getByText(MESSAGES.billing.modeNotices.CARD)).toBeVisible();
});
