import { MESSAGES } from '@datadeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import {
  billingPage,
  billingView,
  cardConfiguration,
  charges,
  invoice,
  openBilling,
  savedCard,
  serveBilling,
  withDetails,
} from './billing-test-kit.ts';

const section = (name: string) => screen.getByRole('region', { name });

describe('charges', () => {
  it("shows this month's estimate in dollars: subtotal, GST, total, by cluster and by node size", async () => {
    serveBilling(withDetails());
    await openBilling();
    const charged = section(MESSAGES.billing.charges);
    const summary = await within(charged).findByRole('table', { name: 'Estimate for November 2026' });
    expect(within(summary).getByRole('row', { name: 'Subtotal $1,350.00' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'GST (10%) $135.00' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Estimated total $1,485.00' })).toBeVisible();

    const byCluster = within(charged).getByRole('table', { name: 'Charges by cluster' });
    expect(
      within(byCluster).getByRole('row', { name: /orders-cassandra 3 nodes × r6g\.large 12\.8 \$1,350\.00/ }),
    ).toBeVisible();
    expect(within(byCluster).getByRole('columnheader', { name: 'Days' })).toBeVisible();
    const bySize = within(charged).getByRole('table', { name: 'Charges by node size' });
    expect(within(bySize).getByRole('row', { name: 'r6g.large 3 $1,350.00' })).toBeVisible();

    // The chart arrives with its own chunk, in the space kept for it.
    const figure = within(charged).getByRole('figure', { name: 'Daily cost, last 30 days' });
    expect(
      await within(figure).findByRole('img', {
        name: 'Daily cost of the last 2 days: $91.00 in total, highest $46.00 on Nov 2',
      }),
    ).toBeInTheDocument();
  });

  it('has no GST line when none applies, and says when no cluster ran', async () => {
    serveBilling(withDetails(), {
      charges: () =>
        ok({ ...charges, clusters: [], byNodeSize: [], subtotalCents: 0, gstCents: null, totalCents: 0, daily: [] }),
    });
    await openBilling();
    const charged = section(MESSAGES.billing.charges);
    const summary = await within(charged).findByRole('table', { name: 'Estimate for November 2026' });
    expect(within(summary).queryByText(/GST/)).toBeNull();
    expect(within(summary).getByRole('row', { name: 'Estimated total $0.00' })).toBeVisible();
    expect(within(charged).getByText('No cluster ran this month.')).toBeVisible();
  });

  it('keeps the rest of the tab when the charges cannot be loaded', async () => {
    // A 4xx: a server error would be asked again twice first (the query client's rule).
    serveBilling(withDetails(), { charges: () => failure(403, 'FORBIDDEN', MESSAGES.errors.forbidden) });
    await openBilling();
    expect(await within(section(MESSAGES.billing.charges)).findByText(MESSAGES.errors.forbidden)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeVisible();
  });
});

describe('invoices', () => {
  it('lists each invoice with its period, amount, status and PDF link', async () => {
    serveBilling(withDetails(), { invoices: [invoice] });
    await openBilling();
    const table = await within(section(MESSAGES.billing.invoices)).findByRole('table', {
      name: 'Invoices of this account',
    });
    expect(within(table).getByRole('row', { name: /DD-000042 October 2026 \$1,320\.00 Issued/ })).toBeVisible();
    const pdf = within(table).getByRole('link', { name: 'Download PDF of invoice DD-000042' });
    expect(pdf).toHaveAttribute('href', `/v1/accounts/${ACCOUNT_ID}/billing/invoices/${invoice.id}/pdf`);
    expect(pdf).toHaveAttribute('download');
    expect(pdf).toHaveTextContent('Download PDF');
  });

  it('says when there are none', async () => {
    serveBilling(withDetails());
    await openBilling();
    expect(
      await within(section(MESSAGES.billing.invoices)).findByText(
        'No invoices yet: an invoice is issued at the end of each month.',
      ),
    ).toBeVisible();
  });
});

describe('the saved card', () => {
  it('shows brand, last four digits, expiry and holder, and no card form', async () => {
    serveBilling(withDetails({ savedDetails: savedCard }), { role: 'CLUSTER_ADMIN' });
    await openBilling();
    const card = section('Saved card');
    expect(within(card).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(within(card).getByText('Mastercard •••• 1111')).toBeVisible();
    expect(within(card).getByText('Expires 03/2030')).toBeVisible();
    expect(within(card).getByText('J.Smith')).toBeVisible();
    // Read-only: nothing to replace it with.
    expect(within(card).queryByRole('button', { name: 'Replace card' })).toBeNull();
  });

  it("offers a replacement without a card provider too: the form's own card fields", async () => {
    serveBilling(withDetails({ savedDetails: savedCard }));
    await openBilling();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(within(section('Saved card')).getByRole('button', { name: 'Replace card' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Saved card' })).toBeNull();
  });

  it('offers a replacement when a card can be entered', async () => {
    serveBilling(withDetails({ savedDetails: savedCard, clientConfiguration: cardConfiguration }));
    await openBilling();
    expect(within(section('Saved card')).getByRole('button', { name: 'Replace card' })).toBeVisible();
    // The saved card is kept: the form saves contact and address only.
    expect(screen.getByRole('button', { name: MESSAGES.billing.submit })).toBeVisible();
    expect(screen.queryByText(MESSAGES.billing.authorisationNote)).toBeNull();
  });
});

describe('back from a 3-D Secure redirect', () => {
  it('posts the redirect result once, shows the outcome as a snackbar and cleans the URL', async () => {
    const sent = serveBilling(billingView());
    const { router } = renderApp(`${billingPage}?redirectResult=X3DSRESULT`);

    expect(await screen.findByText(MESSAGES.billing.threeDS.Authorised)).toBeVisible();
    expect(await screen.findByText(MESSAGES.billing.cardSaved)).toBeVisible();
    expect(sent.results).toEqual([{ redirectResult: 'X3DSRESULT' }]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(window.location.search).toBe('');

    // The snackbar's OK dismisses it.
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.billing.threeDS.Authorised)).toBeNull());
  });

  it.each([
    ['Refused', MESSAGES.billing.threeDS.Refused],
    ['Cancelled', MESSAGES.billing.threeDS.Cancelled],
    ['Error', MESSAGES.billing.threeDS.other],
  ] as const)('says what a %s result means', async (resultCode, message) => {
    serveBilling(billingView(), {
      result: () => ok({ resultCode, action: null, billing: billingView() }),
    });
    renderApp(`${billingPage}?redirectResult=X3DSRESULT`);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText(MESSAGES.billing.cardSaved)).toBeNull();
  });

  it('says when the result cannot be posted, and still cleans the URL', async () => {
    serveBilling(billingView(), {
      result: () => failure(409, 'NO_VERIFICATION', MESSAGES.billing.noVerificationPending),
    });
    const { router } = renderApp(`${billingPage}?redirectResult=X3DSRESULT`);
    expect(await screen.findByText(MESSAGES.billing.noVerificationPending)).toBeVisible();
    expect(screen.getByText(MESSAGES.billing.threeDS.other)).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });

  it('posts nothing without a redirect result', async () => {
    const sent = serveBilling(billingView());
    await openBilling();
    expect(sent.results).toEqual([]);
  });
});
