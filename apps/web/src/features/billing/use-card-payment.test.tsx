import type { AdditionalDetailsState, CardState } from '@datadeck/card-widget';
import {
  api,
  ERROR_CODES,
  MESSAGES,
  type BillingDetails,
  type BillingSubmissionResult,
  type BillingUpdate,
} from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { failure, ok, stubApi, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { address, billingView, cardState, savedCard, threeDSAction } from './billing-test-kit.ts';
import { useCardPayment, type CardHandle } from './use-card-payment.ts';

const values: BillingUpdate = {
  contactEmail: 'billing@acme.example',
  addressDetails: address,
  resetBillingSync: false,
};

const answer = (resultCode: BillingSubmissionResult['resultCode'], withAction = false): Reply =>
  ok({
    resultCode,
    action: withAction ? threeDSAction : null,
    billing: billingView({ savedDetails: resultCode === 'Authorised' ? savedCard : null }),
  });

/**
 * A stand-in for the browser widget (its iframes cannot run here): submit() hands the complete
 * card to onSubmit, as the widget does for a valid card; the rest records what the flow asked.
 */
function fakeCard(onSubmit: (state: CardState, component: CardHandle) => void) {
  const card = {
    submit: vi.fn<CardHandle['submit']>(() => onSubmit(cardState, card)),
    handleAction: vi.fn<CardHandle['handleAction']>(),
    setStatus: vi.fn<CardHandle['setStatus']>(),
  };
  return card;
}

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders env="test">{children}</AppProviders>;

function setUp(routes: { payment?: () => Reply; result?: () => Reply }) {
  const sent: { payments: unknown[]; results: unknown[] } = { payments: [], results: [] };
  stubApi([
    [
      api.billing.payment,
      (request) => {
        sent.payments.push(request.body);
        return (routes.payment ?? (() => answer('Authorised')))();
      },
    ],
    [
      api.billing.result,
      (request) => {
        sent.results.push(request.body);
        return (routes.result ?? (() => answer('Authorised')))();
      },
    ],
  ]);
  const onSaved = vi.fn<(billing: BillingDetails) => void>();
  const onRefused = vi.fn<(error: unknown) => void>();
  const onUnrequestedSubmit = vi.fn<() => void>();
  const hook = renderHook(() => useCardPayment({ accountId: ACCOUNT_ID, onSaved, onRefused, onUnrequestedSubmit }), {
    wrapper,
  });
  const card = fakeCard((state, component) => void hook.result.current.callbacks.onSubmit(state, component));
  return { sent, hook, card, onSaved, onRefused, onUnrequestedSubmit };
}

/** The toasts this test shows (the spy outlives a test: earlier tests' toasts are cleared). */
function spyToasts() {
  const toast = vi.spyOn(notifications, 'show');
  toast.mockClear();
  return toast;
}

const shown = (toast: ReturnType<typeof spyToasts>) =>
  toast.mock.calls.map(([options]) => JSON.stringify((options as { message: unknown }).message));

describe('the card payment flow', () => {
  it('sends the form and the encrypted card to /billing/payment, and a saved card says so', async () => {
    const toast = spyToasts();
    const { sent, hook, card, onSaved } = setUp({});
    act(() => hook.result.current.pay(card, values));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ savedDetails: savedCard })));
    const { origin: _origin, ...savedDetails } = cardState.data;
    expect(sent.payments).toEqual([{ ...values, savedDetails }]);
    expect(card.setStatus.mock.calls).toEqual([['loading'], ['ready']]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.billing.cardSaved }));
    expect(hook.result.current.phase).toBe('idle');
    expect(hook.result.current.failed).toBe(false);
  });

  it('hands a 3-D Secure action to the widget, then posts its result and shows the outcome', async () => {
    const toast = spyToasts();
    const { sent, hook, card, onSaved } = setUp({ payment: () => answer('Pending', true) });
    act(() => hook.result.current.pay(card, values));

    await waitFor(() => expect(card.handleAction).toHaveBeenCalledWith(threeDSAction));
    expect(hook.result.current.phase).toBe('redirecting');
    expect(onSaved).not.toHaveBeenCalled();

    const details: AdditionalDetailsState = { data: { details: { threeDSResult: 'eyJ.result' }, paymentData: 'pd' } };
    await act(() => hook.result.current.callbacks.onAdditionalDetails(details));

    expect(sent.results).toEqual([{ threeDSResult: 'eyJ.result' }]);
    expect(onSaved).toHaveBeenCalled();
    expect(hook.result.current.phase).toBe('idle');
    expect(shown(toast).some((message) => message.includes(MESSAGES.billing.threeDS.Authorised))).toBe(true);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.billing.cardSaved }));
  });

  it('says a refused 3-D Secure verification as a snackbar, and keeps the card form', async () => {
    const toast = spyToasts();
    const { hook, card, onSaved } = setUp({ payment: () => answer('Pending', true), result: () => answer('Refused') });
    act(() => hook.result.current.pay(card, values));
    await waitFor(() => expect(card.handleAction).toHaveBeenCalled());
    await act(() =>
      hook.result.current.callbacks.onAdditionalDetails({
        data: { details: { threeDSResult: 'eyJ.result' }, paymentData: 'pd' },
      }),
    );
    expect(shown(toast).some((message) => message.includes(MESSAGES.billing.threeDS.Refused))).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a card refused without 3-D Secure is the persistent failure text, not a snackbar', async () => {
    const toast = spyToasts();
    const { hook, card, onSaved } = setUp({ payment: () => answer('Refused') });
    act(() => hook.result.current.pay(card, values));

    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(toast).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(card.setStatus).toHaveBeenLastCalledWith('ready');
    // The next try starts without it.
    act(() => hook.result.current.pay(card, values));
    expect(hook.result.current.failed).toBe(false);
  });

  it("gives the server's refusal (a 502 of the provider, field errors) to the form", async () => {
    const { hook, card, onRefused } = setUp({
      payment: () => failure(502, ERROR_CODES.paymentProviderUnavailable, MESSAGES.billing.providerUnavailable),
    });
    act(() => hook.result.current.pay(card, values));
    await waitFor(() =>
      expect(onRefused).toHaveBeenCalledWith(
        expect.objectContaining({ status: 502, message: MESSAGES.billing.providerUnavailable }),
      ),
    );
    expect(hook.result.current.phase).toBe('idle');
    expect(hook.result.current.failed).toBe(false);
  });

  it("a widget error during a payment fails the card; one before any payment is the widget's own", async () => {
    const { hook, card } = setUp({ payment: () => answer('Pending', true) });
    act(() => hook.result.current.callbacks.onError());
    expect(hook.result.current.failed).toBe(false);

    act(() => hook.result.current.pay(card, values));
    await waitFor(() => expect(hook.result.current.phase).toBe('redirecting'));
    act(() => hook.result.current.callbacks.onError());
    expect(hook.result.current.failed).toBe(true);
    expect(hook.result.current.phase).toBe('idle');
  });

  it('a submit the form did not ask for (Enter in the widget) goes through the form first', async () => {
    const { sent, hook, card, onUnrequestedSubmit } = setUp({});
    await act(() => hook.result.current.callbacks.onSubmit(cardState, card));
    expect(onUnrequestedSubmit).toHaveBeenCalled();
    expect(sent.payments).toEqual([]);
  });
});
