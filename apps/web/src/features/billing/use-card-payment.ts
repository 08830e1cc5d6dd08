import type { AdditionalDetailsState, CardComponentHandle, CardState } from '@datadeck/card-widget';
import { cardSubmissionSchema, type BillingDetails, type BillingUpdate } from '@datadeck/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { sendPayment, sendResult, storeBilling } from './api.ts';
import { showCardSaved, showVerificationOutcome } from './verification-outcome.tsx';

/** What the flow asks of the card widget's component: the browser widget, or a test's stand-in. */
export type CardHandle = Pick<CardComponentHandle, 'submit' | 'handleAction' | 'setStatus'>;

/** idle; a call to the server under way; the widget running a 3-D Secure action (SPEC §4). */
export type CardPhase = 'idle' | 'submitting' | 'redirecting';

type CardPaymentOptions = {
  accountId: string;
  /** The card is saved; the billing as it now is. */
  onSaved: (billing: BillingDetails) => void;
  /** The server refused or failed a call (field errors, 502): the form shows why. */
  onRefused: (error: unknown) => void;
  /** The widget submitted by itself (Enter in one of its fields): the form's submit checks the contact first. */
  onUnrequestedSubmit: () => void;
};

/**
 * The card half of the billing form, in the widget's advanced flow (docs/card-payments.md): the
 * form's values wait here while the widget checks the card; its `onSubmit` sends both to
 * /billing/payment; an action goes back to the widget, whose `onAdditionalDetails` brings the
 * 3-D Secure result for /billing/result. A card the server does not save is the card panel's
 * persistent failure text; a 3-D Secure outcome is a snackbar.
 */
export function useCardPayment({ accountId, onSaved, onRefused, onUnrequestedSubmit }: CardPaymentOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<CardPhase>('idle');
  const [failed, setFailed] = useState(false);
  // Refs as well as state: the widget calls back with the functions of the render that mounted it.
  const phaseRef = useRef<CardPhase>('idle');
  const waiting = useRef<BillingUpdate | null>(null);
  const setPhase = (next: CardPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };

  /** The contact form is valid: the widget checks the card, and calls onSubmit only if it is complete. */
  const pay = (component: CardHandle, values: BillingUpdate) => {
    waiting.current = values;
    setFailed(false);
    component.submit();
  };

  const onSubmit = async (state: CardState, component: CardHandle) => {
    const values = waiting.current;
    waiting.current = null;
    if (values === null) {
      onUnrequestedSubmit();
      return;
    }
    // The widget is set up for the console's brands; a state outside the contract is a failed card.
    const card = cardSubmissionSchema.safeParse(state.data);
    if (!card.success) {
      setFailed(true);
      return;
    }
    setPhase('submitting');
    component.setStatus('loading');
    try {
      const result = await sendPayment(accountId, { ...values, savedDetails: card.data });
      storeBilling(queryClient, accountId, result.billing);
      if (result.resultCode === 'Pending' && result.action !== null) {
        setPhase('redirecting');
        component.handleAction(result.action);
        return;
      }
      component.setStatus('ready');
      setPhase('idle');
      if (result.resultCode === 'Authorised') {
        showCardSaved();
        onSaved(result.billing);
      } else setFailed(true);
    } catch (error) {
      component.setStatus('ready');
      setPhase('idle');
      onRefused(error);
    }
  };

  const onAdditionalDetails = async (state: AdditionalDetailsState) => {
    setPhase('submitting');
    try {
      const result = await sendResult(accountId, { threeDSResult: state.data.details.threeDSResult });
      storeBilling(queryClient, accountId, result.billing);
      showVerificationOutcome(result.resultCode);
      if (result.resultCode === 'Authorised') onSaved(result.billing);
    } catch (error) {
      onRefused(error);
    } finally {
      setPhase('idle');
    }
  };

  /** The widget's own failure during a payment (3-D Secure time-out, a broken token): the card failed. */
  const onError = () => {
    if (phaseRef.current === 'idle') return;
    setPhase('idle');
    setFailed(true);
  };

  return { phase, failed, pay, callbacks: { onSubmit, onAdditionalDetails, onError } };
}
