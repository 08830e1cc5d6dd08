import type { SessionResult } from '@datadeck/contracts/provider-api';
import type { CheckoutContext } from '../core/context.ts';
import { toWidgetError, type WidgetError } from '../core/errors.ts';
import type { ThreeDS2Details } from '../three-ds2/three-ds2.ts';
import type { CardComponentHandle, CardState, ComponentStatus, ThreeDS2Action } from '../types.ts';

/** What the flow needs of the card component. */
export interface PaymentFlowHost {
  readonly component: CardComponentHandle;
  setStatus(status: ComponentStatus): void;
  handleAction(action: ThreeDS2Action): void;
  emitError(error: WidgetError): void;
}

/**
 * Where a valid card goes (docs/card-payments.md "Flows"). With a session the widget pays through
 * it and reports the outcome (onPaymentCompleted / onPaymentFailed); without one the merchant's
 * server does (onSubmit, then onAdditionalDetails after 3-D Secure).
 */
export class PaymentFlow {
  constructor(
    private readonly checkout: CheckoutContext,
    private readonly host: PaymentFlowHost,
  ) {}

  async pay(state: CardState): Promise<void> {
    const sessionId = this.checkout.sessionId;
    if (!sessionId) {
      this.checkout.options.onSubmit?.(state, this.host.component);
      return;
    }
    this.host.setStatus('loading');
    await this.sessionCall(`/v1/sessions/${encodeURIComponent(sessionId)}/payments`, state.data);
  }

  /** 3-D Secure 2 is over: hand its result on. */
  async details(details: ThreeDS2Details, paymentData: string): Promise<void> {
    const sessionId = this.checkout.sessionId;
    if (!sessionId) {
      this.host.setStatus('ready');
      this.checkout.options.onAdditionalDetails?.({ data: { details, paymentData } }, this.host.component);
      return;
    }
    await this.sessionCall(`/v1/sessions/${encodeURIComponent(sessionId)}/paymentDetails`, { details, paymentData });
  }

  private async sessionCall(path: string, body: object): Promise<void> {
    try {
      const result = await this.checkout.post<SessionResult>(path, { sessionData: this.checkout.sessionData, ...body });
      this.checkout.sessionData = result.sessionData;
      if (result.action) {
        this.host.handleAction(result.action);
        return;
      }
      const { onPaymentCompleted, onPaymentFailed } = this.checkout.options;
      if (result.resultCode === 'Authorised') {
        this.host.setStatus('success');
        onPaymentCompleted?.(result, this.host.component);
      } else {
        this.host.setStatus('ready');
        onPaymentFailed?.(result, this.host.component);
      }
    } catch (error) {
      this.host.setStatus('ready');
      this.host.emitError(toWidgetError(error));
    }
  }
}
