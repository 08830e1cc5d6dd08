import { WidgetError } from '@datadeck/card-widget';
import { ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { failure, ok } from '../../test/fake-api.ts';
import {
  billingView,
  cardConfiguration,
  cardState,
  field,
  openBilling,
  savedCard,
  serveBilling,
  threeDSAction,
  withDetails,
} from './billing-test-kit.ts';
import type { CardWidgetFrameProps } from './card-widget-frame.tsx';
import type { CardHandle } from './use-card-payment.ts';

/**
 * The provider's widget runs in iframes of another origin, which cannot run here (the e2e tests
 * use the real one): this stand-in is ready at once, and its submit hands over a complete card.
 */
const widget = vi.hoisted(() => ({
  props: null as CardWidgetFrameProps | null,
  handle: null as CardHandle | null,
  /** Off: the stand-in waits for the test to say the form is ready. */
  readyAtOnce: true,
}));
vi.mock('./card-widget-frame.tsx', () => ({
  CardWidgetFrame: (props: CardWidgetFrameProps) => {
    widget.props = props;
    useEffect(() => {
      const handle: CardHandle = {
        submit: vi.fn<CardHandle['submit']>(() => widget.props?.callbacks.onSubmit(cardState, handle)),
        handleAction: vi.fn<CardHandle['handleAction']>(),
        setStatus: vi.fn<CardHandle['setStatus']>(),
      };
      widget.handle = handle;
      widget.props?.onComponent(handle);
      if (widget.readyAtOnce) widget.props?.onReady();
    }, []);
    return <div>Card fields</div>;
  },
}));

const withCard = (overrides = {}) => withDetails({ clientConfiguration: cardConfiguration, ...overrides });
const saveDetails = () => screen.findByRole('button', { name: MESSAGES.billing.saveDetails });

describe('the billing form with the card form', () => {
  it('keeps Save details hidden, in its place, until the card form is ready', async () => {
    widget.readyAtOnce = false;
    onTestFinished(() => {
      widget.readyAtOnce = true;
    });
    serveBilling(withCard());
    await openBilling();
    expect(await screen.findByText('Card fields')).toBeVisible();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.saveDetails })).toBeNull();
    act(() => widget.props?.onReady());
    expect(await saveDetails()).toBeVisible();
  });

  it('a card form that fails to initialise is logged, and the panel says a card cannot be entered now', async () => {
    widget.readyAtOnce = false;
    onTestFinished(() => {
      widget.readyAtOnce = true;
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveBilling(withCard());
    await openBilling();
    expect(await screen.findByText('Card fields')).toBeVisible();
    const loadFailure = new WidgetError('ERROR', 'secured field iframes have failed to load', 'csfLoadFailure');
    act(() => widget.props?.callbacks.onError(loadFailure));
    const card = screen.getByRole('region', { name: 'Card' });
    expect(within(card).getByRole('alert')).toHaveTextContent(MESSAGES.billing.cardUnavailable);
    expect(screen.queryByText('Card fields')).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.saveDetails })).toBeNull();
    expect(logged).toHaveBeenCalledWith('The card form failed to initialise:', loadFailure);
  });

  it('offers Save details once the card form is ready, with the authorisation note', async () => {
    serveBilling(withCard());
    await openBilling();
    expect(await saveDetails()).toBeVisible();
    expect(screen.getByText(MESSAGES.billing.authorisationNote)).toBeVisible();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.submit })).toBeNull();
    expect(widget.props?.configuration).toEqual(cardConfiguration);
    expect(widget.props?.countryCode).toBe('US');
  });

  it('sends the form with the card; a 3-D Secure action blocks the form and is handed to the widget', async () => {
    const sent = serveBilling(withCard(), {
      payment: () => ok({ resultCode: 'Pending', action: threeDSAction, billing: withCard() }),
      result: () => ok({ resultCode: 'Authorised', action: null, billing: withCard({ savedDetails: savedCard }) }),
    });
    await openBilling();
    await userEvent.click(await saveDetails());

    expect(await screen.findByText(MESSAGES.billing.redirecting)).toBeVisible();
    expect(widget.handle?.handleAction).toHaveBeenCalledWith(threeDSAction);
    expect(sent.payments).toEqual([
      expect.objectContaining({
        contactEmail: 'billing@acme.example',
        resetBillingSync: false,
        savedDetails: expect.objectContaining({ paymentMethod: cardState.data.paymentMethod }),
      }),
    ]);
    // Blocked while the verification is under way.
    expect(field('City')).toBeDisabled();
    expect(screen.getByRole('group', { busy: true })).toBeInTheDocument();
    // Not through a disabled fieldset: that would disable the hidden inputs of the widget's own
    // 3-D Secure forms, which would then post empty to the provider.
    expect(screen.getByRole('region', { name: 'Card' }).closest('fieldset:disabled')).toBeNull();

    // The widget's 3-D Secure ends: the result is posted, its outcome said, the card shown.
    widget.props?.callbacks.onAdditionalDetails({
      data: { details: { threeDSResult: 'eyJ.result' }, paymentData: 'pd' },
    });
    expect(sent.results).toEqual([{ threeDSResult: 'eyJ.result' }]);
    expect(await screen.findByText('Mastercard •••• 1111')).toBeVisible();
    // The toast container loads with the first toast.
    expect(await screen.findByText(MESSAGES.billing.threeDS.Authorised, {}, { timeout: 3_000 })).toBeVisible();
    await waitFor(() => expect(field('City')).toBeEnabled());
  });

  it('a refused card is the persistent danger text in the card panel', async () => {
    serveBilling(withCard(), { payment: () => ok({ resultCode: 'Refused', action: null, billing: withCard() }) });
    await openBilling();
    await userEvent.click(await saveDetails());
    const card = screen.getByRole('region', { name: 'Card' });
    expect(await within(card).findByText(MESSAGES.billing.cardFailed)).toBeVisible();
    expect(screen.queryByText(MESSAGES.billing.threeDS.Refused)).toBeNull();
  });

  it("says the provider's failure above the form", async () => {
    serveBilling(withCard(), {
      payment: () => failure(502, ERROR_CODES.paymentProviderUnavailable, MESSAGES.billing.providerUnavailable),
    });
    await openBilling();
    await userEvent.click(await saveDetails());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.billing.providerUnavailable);
  });

  it('checks the contact form before the card', async () => {
    const sent = serveBilling(withCard({ contactEmail: null, addressDetails: null }));
    await openBilling();
    await userEvent.click(await saveDetails());
    await waitFor(() => expect(field('Contact email')).toHaveAttribute('aria-invalid', 'true'));
    expect(widget.handle?.submit).not.toHaveBeenCalled();
    expect(sent.payments).toEqual([]);
  });

  it('replaces a saved card through the same form, or keeps it', async () => {
    serveBilling(withCard({ savedDetails: savedCard }));
    await openBilling();
    expect(screen.queryByRole('region', { name: 'Card' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace card' }));
    expect(await saveDetails()).toBeVisible();
    expect(screen.getByRole('region', { name: 'Card' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Keep saved card' }));
    expect(screen.queryByRole('region', { name: 'Card' })).toBeNull();
    expect(screen.getByText('Mastercard •••• 1111')).toBeVisible();
    expect(screen.queryByRole('button', { name: MESSAGES.billing.saveDetails })).toBeNull();
  });

  it('takes no card in a mode the card does not pay', async () => {
    serveBilling(billingView({ mode: 'AWS_MARKETPLACE', clientConfiguration: cardConfiguration }));
    await openBilling();
    expect(screen.getByRole('button', { name: MESSAGES.billing.submit })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Card' })).toBeNull();
    expect(screen.queryByText(MESSAGES.billing.authorisationNote)).toBeNull();
  });
});
