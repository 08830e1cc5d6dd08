import { MESSAGES } from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { typeInto, type TestCard } from './card-widget.ts';

/** The card used for billing in these journeys: a test card of the sandbox, with the holder's name. */
export interface BillingCard extends TestCard {
  holderName: string;
}

/** The contact and address the journeys save (US, so the widget's address asks for a state). */
export const BILLING_CONTACT = {
  contactEmail: 'billing@demo.example',
  firstName: 'Bella',
  lastName: 'Billing',
  phoneNumber: '+1 212 555 0100',
  companyName: 'Demo Inc.',
  streetAddress: '12 Main Street',
  locality: 'New York',
  state: 'NY',
  postalCode: '10001',
  country: 'United States',
} as const;

/** The billing form's own text fields, by label (the widget's fields are inside the 'Card' region). */
export const CONTACT_FIELD_LABELS = [
  'Contact email',
  'First name',
  'Last name',
  'Phone number',
  'Company name',
  'Street address',
  'Address line 2',
  'City',
  'State',
  'Postal code',
] as const;

/** The card panel: the widget, its status and its danger text. The widget repeats 'City', 'State' and
 * 'Country' in its own address, so the form's fields are looked for in billingForm. */
export function cardRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Card', exact: true });
}

export function savedCardRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Saved card' });
}

/** The billing form (named by its 'Billing details' heading): contact and address, not the widget. */
export function billingForm(page: Page): Locator {
  return page.getByRole('form', { name: MESSAGES.billing.heading });
}

/** 'Save details' shows (visibility, not only presence) once the card form is initialised. */
export function saveDetailsButton(page: Page): Locator {
  return page.getByRole('button', { name: MESSAGES.billing.saveDetails });
}

/** Fills the contact and address of the billing form, the country through its searchable select. */
export async function fillContactAndAddress(page: Page): Promise<void> {
  const form = billingForm(page);
  await form.getByLabel('Contact email').fill(BILLING_CONTACT.contactEmail);
  await form.getByLabel('First name').fill(BILLING_CONTACT.firstName);
  await form.getByLabel('Last name').fill(BILLING_CONTACT.lastName);
  await form.getByLabel('Phone number').fill(BILLING_CONTACT.phoneNumber);
  await form.getByLabel('Company name').fill(BILLING_CONTACT.companyName);
  await form.getByLabel('Street address').fill(BILLING_CONTACT.streetAddress);
  await form.getByLabel('City').fill(BILLING_CONTACT.locality);
  await form.getByLabel('State').fill(BILLING_CONTACT.state);
  await form.getByLabel('Postal code').fill(BILLING_CONTACT.postalCode);
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.fill(BILLING_CONTACT.country);
  // The form's listbox: the widget's own Country select has the same option.
  await page
    .getByRole('listbox', { name: 'Country' })
    .getByRole('option', { name: BILLING_CONTACT.country, exact: true })
    .click();
  await expect(country).toHaveValue(BILLING_CONTACT.country);
}

/**
 * Types the card into the provider's secured fields and fills the widget's own holder name and
 * billing address (the console asks for the full address: billingAddressRequired).
 */
export async function enterBillingCard(page: Page, card: BillingCard): Promise<void> {
  await expect(saveDetailsButton(page)).toBeVisible({ timeout: 20_000 });
  await typeInto(page, 'encryptedCardNumber', card.number);
  await typeInto(page, 'encryptedExpiryDate', card.expiry);
  await typeInto(page, 'encryptedSecurityCode', card.securityCode);
  const widget = cardRegion(page);
  await widget.getByLabel('Name on card').fill(card.holderName);
  // The widget's country starts from the form's (United States); set it anyway, it decides the fields.
  await widget.getByLabel('Country').selectOption('US');
  await widget.getByLabel('Street').fill('Main Street');
  await widget.getByLabel('House number').fill('12');
  await widget.getByLabel('Zip code').fill(BILLING_CONTACT.postalCode);
  await widget.getByLabel('City').fill(BILLING_CONTACT.locality);
  await widget.getByLabel('State').selectOption(BILLING_CONTACT.state);
}

/** Passes the sandbox's 3-D Secure 2 challenge with its one-time code. */
export async function passChallenge(page: Page, code = '1234'): Promise<void> {
  const challenge = page.frameLocator('iframe[title="3D Secure 2.0 challenge"]');
  const input = challenge.getByLabel('One-time code');
  // The challenge page comes from the provider after the fingerprint step: a few seconds at most.
  await expect(input).toBeVisible({ timeout: 15_000 });
  await input.fill(code);
  await challenge.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('iframe[title="3D Secure 2.0 challenge"]')).toHaveCount(0);
}

/** The snackbar of a 3-D Secure outcome (SPEC §4), dismissed with its OK action. */
export async function acknowledgeSnackbar(page: Page, message: string): Promise<void> {
  // Exactly: the card panel's own toast ('Payment details updated successfully') shows beside it.
  const snackbar = page.getByRole('alert').filter({ has: page.getByText(message, { exact: true }) });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'OK' }).click();
  await expect(snackbar).toHaveCount(0);
}

/** Shows the card form: at once without a saved card, through 'Replace card' with one. */
export async function openCardForm(page: Page): Promise<void> {
  await expect(billingForm(page)).toBeVisible();
  if ((await savedCardRegion(page).count()) > 0) await page.getByRole('button', { name: 'Replace card' }).click();
  await expect(saveDetailsButton(page)).toBeVisible({ timeout: 20_000 });
}
