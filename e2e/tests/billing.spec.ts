import { api, DEMO_ACCOUNT_NAME, LIMITS, MESSAGES, meSchema } from '@datadeck/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  acknowledgeSnackbar,
  billingForm,
  CONTACT_FIELD_LABELS,
  enterBillingCard,
  fillContactAndAddress,
  openCardForm,
  passChallenge,
  savedCardRegion,
  saveDetailsButton,
  type BillingCard,
} from '../support/billing.ts';
import { CARDS } from '../support/card-widget.ts';
import { DEMO_TRIAL_TEXT } from '../support/demo.ts';
import { expect, test } from '../support/billing-test.ts';
import { accountIdOf, clusterList } from '../support/landing.ts';
import { settingsTab } from '../support/settings.ts';

/**
 * Settings → Billing of the Demo Account, with the real sandbox on its own origin (issue 15 §4).
 *
 * Saving a card changes the Demo Account for everyone reading it (the landing page's free-trial
 * notice goes once it has billing details): these journeys run on a console of their own
 * (support/billing-test.ts), beside every other spec. Within it, the journeys that save run in
 * order in one worker; the others assert what holds with or without a saved card.
 */

const HOLDER = 'Bella Billing';
const challengeCard: BillingCard = { ...CARDS.challenge, holderName: HOLDER };
const refusedCard: BillingCard = { ...CARDS.refused, holderName: HOLDER };
// Its own security code, so that finding it in the page says it came from this card.
const replacementCard: BillingCard = { ...CARDS.mc, securityCode: '418', holderName: HOLDER };

/** The Demo Account's id on the billing console, as the signed-in user's /v1/me names it. */
async function demoAccountId(page: Page): Promise<string> {
  const me = meSchema.parse(await (await page.request.get(api.auth.me.path)).json());
  const account = me.accounts.find((candidate) => candidate.name === DEMO_ACCOUNT_NAME);
  if (!account) throw new Error(`${me.username} has no ${DEMO_ACCOUNT_NAME}`);
  return account.id;
}

/** Settings → Billing of the Demo Account, by its address. */
async function openBillingTab(page: Page): Promise<void> {
  await page.goto(`/accounts/${await demoAccountId(page)}/settings/billing`);
  await expect(settingsTab(page, 'Billing')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Billing', exact: true })).toBeVisible();
}

/** The saved card's text ('Visa •••• 3220 …'), or null without one. */
async function savedCardText(page: Page): Promise<string | null> {
  await expect(billingForm(page)).toBeVisible();
  const saved = savedCardRegion(page);
  return (await saved.count()) === 0 ? null : saved.innerText();
}

test.describe
  .serial('demo-billing saves the Demo Account card', () => {
    test('a refused card shows the persistent danger text and saves nothing', async ({ page }) => {
      // The page's own clock, so the time a snackbar lasts can be jumped over rather than waited out.
      await page.clock.install();
      await openBillingTab(page);
      // Nothing is saved before this journey; a retry of the group finds the card it saved.
      const before = await savedCardText(page);
      await openCardForm(page);
      await fillContactAndAddress(page);
      await enterBillingCard(page, refusedCard);
      await saveDetailsButton(page).click();

      const danger = page.getByRole('alert').filter({ hasText: MESSAGES.billing.cardFailed });
      await expect(danger).toBeVisible();
      // Persistent, unlike a snackbar: still there after a snackbar would have gone by itself.
      await page.clock.fastForward(LIMITS.toastMs + 1_000);
      await expect(danger).toBeVisible();
      await expect(page.getByText(MESSAGES.billing.threeDS.Authorised, { exact: true })).toHaveCount(0);

      await page.reload();
      expect(await savedCardText(page)).toBe(before);
    });

    test('the console page never holds or sends the card number or security code', async ({ page }) => {
      // Only the console's own document: the secured fields and the 3-D Secure challenge are the
      // provider's documents on its origin (they must see the card); their requests are theirs.
      const consoleRequests: string[] = [];
      page.on('request', (request) => {
        if (request.frame() === page.mainFrame()) consoleRequests.push(`${request.url()}\n${request.postData() ?? ''}`);
      });
      await openBillingTab(page);
      await openCardForm(page);
      await fillContactAndAddress(page);
      await enterBillingCard(page, replacementCard);
      await saveDetailsButton(page).click();
      await expect(page.getByText(MESSAGES.billing.cardSaved, { exact: true })).toBeVisible();
      await expect(savedCardRegion(page)).toContainText('Mastercard •••• 4444');

      const dom = await page.content();
      const { number, securityCode } = replacementCard;
      const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      // Three digits occur by chance in a page (CSS, chart data) and in base64: the code counts as
      // found only standing alone, as a value would.
      const code = new RegExp(`(?<![\\w.+/])${securityCode}(?![\\w.])`);
      for (const haystack of [dom, ...consoleRequests]) {
        expect(haystack).not.toContain(number);
        expect(haystack).not.toContain(grouped);
        expect(haystack).not.toContain(number.slice(0, 8));
        expect(haystack).not.toContain(grouped.slice(0, 9));
        expect(haystack).not.toMatch(code);
      }
      // The card did go somewhere: to the server, as the widget's encrypted state.
      expect(consoleRequests.some((request) => request.includes('/billing/payment'))).toBe(true);

      // With billing details the free trial no longer applies: the landing page's notice, which
      // landing.spec.ts sees before any card is saved, is gone (SPEC §2, hasBillingDetails).
      await page.goto(`/accounts/${accountIdOf(page)}`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNT_NAME })).toBeVisible();
      await expect(clusterList(page).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('main').getByText(DEMO_TRIAL_TEXT)).toHaveCount(0);
    });

    test.describe(() => {
      test.use({ billingUser: 'demo-admin' });
      test('a CLUSTER_ADMIN sees the billing details read-only', async ({ page }) => {
        await openBillingTab(page);
        await expect(page.getByRole('note').filter({ hasText: MESSAGES.billing.readOnly })).toBeVisible();
        const form = billingForm(page);
        for (const label of CONTACT_FIELD_LABELS) await expect(form.getByLabel(label)).toBeDisabled();
        await expect(form.getByRole('combobox', { name: 'Country' })).toBeDisabled();
        await expect(savedCardRegion(page)).toContainText('Mastercard •••• 4444');
        await expect(page.getByRole('button', { name: 'Replace card' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: MESSAGES.billing.submit })).toHaveCount(0);
        await expect(saveDetailsButton(page)).toHaveCount(0);
      });
    });

    // Last: it replaces the card the journey above saved, through the same flow (SPEC §2), and a
    // failure here skips nothing else. It caught the billing form's <fieldset disabled> holding the
    // card widget: the widget's 3-D Secure forms were posted from inside it with their fields
    // disabled, so the provider received empty forms (400) and no challenge showed.
    test('a 3-D Secure challenge card is saved and shown after a reload', async ({ page }) => {
      await openBillingTab(page);
      await openCardForm(page);
      await fillContactAndAddress(page);
      await enterBillingCard(page, challengeCard);
      await saveDetailsButton(page).click();
      await passChallenge(page);
      await acknowledgeSnackbar(page, MESSAGES.billing.threeDS.Authorised);

      await page.reload();
      const saved = savedCardRegion(page);
      await expect(saved).toContainText('Visa •••• 3220');
      await expect(saved).toContainText('Expires 03/2030');
      await expect(saved).toContainText(HOLDER);
      await expect(billingForm(page).getByLabel('Contact email')).toHaveValue('billing@demo.example');
    });
  });

test.describe(() => {
  test.use({ billingUser: 'demo-readonly' });
  test('a READ_ONLY user has no Billing tab', async ({ page }) => {
    await page.goto(`/accounts/${await demoAccountId(page)}/settings/details`);
    await expect(settingsTab(page, 'Details')).toBeVisible();
    await expect(settingsTab(page, 'Billing')).toHaveCount(0);
  });
});

test('the charges show the month total and the charges by cluster', async ({ page }) => {
  await openBillingTab(page);
  await expect(page.getByRole('heading', { level: 3, name: MESSAGES.billing.charges })).toBeVisible();
  const total = page.getByRole('row', { name: /^(Estimated total|Total) / });
  await expect(total).toContainText(/\$[\d,]+\.\d{2}/);
  const byCluster = page.getByRole('table', { name: 'Charges by cluster' });
  await expect(byCluster.getByRole('row').nth(1)).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(page.getByRole('table', { name: 'Charges by node size' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: MESSAGES.billing.invoices })).toBeVisible();
});

test('the Billing tab has no serious WCAG 2.1 AA violations', async ({ page }, testInfo) => {
  await openBillingTab(page);
  await expect(page.getByRole('table', { name: 'Charges by cluster' }).getByRole('row').nth(1)).toBeVisible();
  // With the card form drawn when there is no card yet; with the saved card otherwise.
  if ((await savedCardRegion(page).count()) === 0) await expect(saveDetailsButton(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'settings billing tab');
});
