import { expiryYearChoices, MESSAGES, roleRefusal } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import {
  address,
  billingView,
  cardConfiguration,
  field,
  openBilling,
  savedCard,
  serveBilling,
  withDetails,
} from './billing-test-kit.ts';

/**
 * The Billing tab on a server without a card provider (PAY_PROVIDER=none): the card is entered in
 * the billing form itself (SPEC §3 paymentDetails) and checked by the contracts' rules (SPEC §5).
 */

const CARD = MESSAGES.billing.card;
const submitButton = () => screen.getByRole('button', { name: MESSAGES.billing.submit });
const choice = (name: string) => screen.getByRole('combobox', { name });
const thisYear = () => expiryYearChoices(new Date())[0] ?? '';

/** Opens a select and returns the choices it offers. */
async function choicesOf(name: string): Promise<string[]> {
  await userEvent.click(choice(name));
  const listbox = await screen.findByRole('listbox');
  const offered = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return offered;
}

async function choose(name: string, option: string) {
  await userEvent.click(choice(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

type Card = { number: string; holder: string; month: string; year: string; cvv: string };

async function typeCard(card: Card) {
  await userEvent.type(field('Card number'), card.number);
  await userEvent.type(field('Cardholder name'), card.holder);
  await choose('Expiry month', card.month);
  await choose('Expiry year', card.year);
  await userEvent.type(field('CVV'), card.cvv);
}

const visa = (): Card => ({
  number: '4111111111111111',
  holder: 'Dana Owner',
  month: '12',
  year: thisYear(),
  cvv: '482',
});

describe('the card fields of the billing form without a card provider', { timeout: 20_000 }, () => {
  it('are in the form: number, holder, month, year of 10 choices from this year, CVV; the notice points at them', async () => {
    serveBilling(withDetails());
    await openBilling();
    const group = screen.getByRole('group', { name: CARD.legend });
    for (const name of ['Card number', 'Cardholder name', 'CVV'])
      expect(within(group).getByRole('textbox', { name })).toBeEnabled();
    expect(await choicesOf('Expiry month')).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    const years = await choicesOf('Expiry year');
    expect(years).toHaveLength(10);
    expect(years).toEqual(expiryYearChoices(new Date()));
    expect(screen.getByText(MESSAGES.billing.modeNotices.CARD)).toBeVisible();
  });

  it('sends the card with the form, then shows the saved card in its place', async () => {
    const sent = serveBilling(withDetails());
    await openBilling();
    await typeCard(visa());
    await userEvent.click(submitButton());

    expect(await screen.findByText(MESSAGES.billing.detailsSaved)).toBeVisible();
    expect(sent.updates).toEqual([
      {
        contactEmail: 'billing@acme.example',
        addressDetails: address,
        paymentDetails: {
          cardNumber: '4111111111111111',
          cardholderName: 'Dana Owner',
          expirationMonth: '12',
          expirationYear: thisYear(),
          cvv: '482',
        },
        resetBillingSync: false,
      },
    ]);
    const saved = await screen.findByRole('region', { name: 'Saved card' });
    expect(within(saved).getByText('Visa •••• 1111')).toBeVisible();
    expect(within(saved).getByText(`Expires 12/${thisYear()}`)).toBeVisible();
    expect(within(saved).getByText('Dana Owner')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.getByText(MESSAGES.billing.modeNotices.CARD)).toBeVisible();
  });

  it('says what is wrong beside each field, and sends nothing', async () => {
    const sent = serveBilling(withDetails());
    await openBilling();
    await userEvent.type(field('Card number'), '4111 1111');
    await userEvent.type(field('CVV'), '48');
    await userEvent.click(submitButton());

    await waitFor(() => expect(field('Card number')).toHaveAccessibleDescription(CARD.numberDigits));
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Cardholder name')).toHaveAccessibleDescription(CARD.holderRequired);
    expect(choice('Expiry month')).toHaveAccessibleDescription(CARD.monthRequired);
    expect(choice('Expiry year')).toHaveAccessibleDescription(CARD.yearRequired);
    expect(field('CVV')).toHaveAccessibleDescription(CARD.cvvLength);

    await userEvent.clear(field('Card number'));
    await userEvent.type(field('Card number'), '4111111111111112');
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('Card number')).toHaveAccessibleDescription(CARD.numberInvalid));
    expect(sent.updates).toEqual([]);
  });

  it('asks an American Express card for a 4-digit CVV', async () => {
    const sent = serveBilling(withDetails());
    await openBilling();
    await typeCard({ ...visa(), number: '378282246310005', cvv: '482' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('CVV')).toHaveAccessibleDescription(CARD.amexCvvLength));
    expect(sent.updates).toEqual([]);

    await userEvent.type(field('CVV'), '1');
    await userEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.detailsSaved)).toBeVisible();
    expect(sent.updates).toEqual([
      expect.objectContaining({ paymentDetails: expect.objectContaining({ cvv: '4821' }) }),
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Saved card' })).getByText('American Express •••• 0005'),
    ).toBeVisible();
  });

  it("puts the server's refusal of the expiry on the field it names", async () => {
    const refusal = CARD.yearOutOfRange('2027', '2036');
    serveBilling(withDetails(), { update: () => failure(400, 'paymentDetails.expirationYear', refusal) });
    await openBilling();
    await typeCard(visa());
    await userEvent.click(submitButton());
    await waitFor(() => expect(choice('Expiry year')).toHaveAccessibleDescription(refusal));
  });

  it('are disabled, with the reason, for a user who may not change billing', async () => {
    serveBilling(withDetails({ editPermitted: false }), { role: 'CLUSTER_ADMIN' });
    await openBilling();
    const group = screen.getByRole('group', { name: CARD.legend });
    expect(group).toHaveAccessibleDescription(roleRefusal('EDIT_BILLING'));
    for (const name of ['Card number', 'Cardholder name', 'CVV']) expect(field(name)).toBeDisabled();
    expect(choice('Expiry month')).toBeDisabled();
    expect(choice('Expiry year')).toBeDisabled();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.submit })).toBeNull();
  });

  it('replace a saved card, or keep it', async () => {
    const sent = serveBilling(withDetails({ savedDetails: savedCard }));
    await openBilling();
    expect(screen.queryByRole('group', { name: CARD.legend })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace card' }));
    await userEvent.type(field('Card number'), '4111');
    await userEvent.click(screen.getByRole('button', { name: 'Keep saved card' }));
    expect(screen.getByRole('region', { name: 'Saved card' })).toBeVisible();
    // The saved card is kept: the form sends contact and address only.
    await userEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.detailsSaved)).toBeVisible();
    expect(sent.updates).toEqual([expect.not.objectContaining({ paymentDetails: expect.anything() })]);
  });
});

describe('the card mode notice', { timeout: 20_000 }, () => {
  it('says no card is saved yet when none is below (a read-only user, with the provider)', async () => {
    serveBilling(withDetails({ editPermitted: false, clientConfiguration: cardConfiguration }), {
      role: 'CLUSTER_ADMIN',
    });
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.noCardSaved)).toBeVisible();
    expect(screen.queryByText(MESSAGES.billing.modeNotices.CARD)).toBeNull();
  });

  it('says no card is saved yet to a user who is asked to find a Billing user', async () => {
    serveBilling(billingView({ editPermitted: false }), { role: 'CLUSTER_ADMIN' });
    await openBilling();
    expect(screen.getByText(MESSAGES.billing.noCardSaved)).toBeVisible();
  });
});
