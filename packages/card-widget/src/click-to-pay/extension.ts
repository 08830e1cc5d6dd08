import { ANALYTICS_VALIDATION_CODES, CLICK_TO_PAY_SCHEMES } from '@datadeck/contracts/provider';
import { h, uid } from '../core/dom.ts';
import { toWidgetError } from '../core/errors.ts';
import { randomHex } from '../core/random.ts';
import type { CardExtension, ExtensionContext, ExtensionFactory } from '../card/extension.ts';
import type { CardFieldName, FieldError } from '../types.ts';
import { cardListView, type CardListView } from './card-list-view.ts';
import type { ClickToPayCard } from './cards.ts';
import { ClickToPayError, ClickToPayTimeoutError, ctpErrorText } from './errors.ts';
import { linkButton } from './form-field.ts';
import { isValidEmail, loginView, type LoginView } from './login-view.ts';
import { otpView, type OtpView } from './otp-view.ts';
import { ResendTimer } from './resend.ts';
import { loadSchemeSdks, sdkEnvironmentOf } from './sdk-loader.ts';
import { ClickToPayService, type ClickToPayServiceOptions, type CtpState } from './service.ts';

type View = LoginView | OtpView | CardListView | null;
const reasonOf = (error: unknown): string => (error instanceof ClickToPayError ? error.reason : 'UNKNOWN_ERROR');

/**
 * Click to Pay above the card fields (SPEC §4): the service's state drawn as a step (e-mail,
 * one-time code, the cards), 'Pay with Click to Pay' through the card's payment flow, and the way
 * back to the card form. It never blocks the card: a shopper who types a card pays with it.
 */
export class ClickToPayExtension implements CardExtension {
  readonly root: HTMLElement;
  readonly placement = 'before' as const;
  readonly isValid = true;
  readonly service: ClickToPayService;
  private readonly body: HTMLElement;
  private readonly resend: ResendTimer;
  private view: View = null;
  private fieldErrors: Partial<Record<CardFieldName, FieldError | null>> = {};
  /** The shopper chose the card form: only the way back is shown. */
  private manual = false;
  /** A shopper's action changed the step: the new step takes the focus. */
  private moveFocus = false;
  private destroyed = false;

  constructor(
    private readonly context: ExtensionContext,
    serviceOptions?: Partial<ClickToPayServiceOptions>,
  ) {
    const { checkout, options, t } = context;
    const config = options.clickToPayConfiguration ?? {};
    const titleId = uid('ctp-title');
    this.body = h('div', { class: 'dd-ctp-body' });
    this.root = h(
      'div',
      { class: 'dd-ctp', role: 'group', 'aria-labelledby': titleId },
      h('p', { class: 'dd-ctp__title', id: titleId }, t.t('ctp.title')),
      this.body,
    );
    this.resend = new ResendTimer((phase) => {
      if (this.view && 'setResend' in this.view) this.view.setResend(phase);
    });
    const schemes = config.schemes ?? [...CLICK_TO_PAY_SCHEMES];
    this.service = new ClickToPayService({
      loadSdks: () => loadSchemeSdks(checkout.providerUrl, sdkEnvironmentOf(checkout.clientKey), schemes),
      initParams: {
        srcInitiatorId: checkout.clientKey,
        srciTransactionId: randomHex(16),
        dpaLocale: t.locale,
        ...(config.merchantDisplayName ? { dpaData: { dpaPresentationName: config.merchantDisplayName } } : {}),
      },
      shopperEmail: config.shopperEmail,
      onStateChange: (state) => this.stateChanged(state),
      onUnavailable: (error) => context.emitError(error),
      ...serviceOptions,
    });
    this.render();
    void this.service.initialize().then(() => {
      if (!this.destroyed) config.onReady?.();
    });
  }

  get errors(): Partial<Record<CardFieldName, FieldError | null>> {
    return this.fieldErrors;
  }

  data() {
    return {};
  }

  /** The card's submit is not Click to Pay's: nothing to show. */
  showValidation(): HTMLElement | null {
    return null;
  }

  destroy(): void {
    this.destroyed = true;
    this.resend.destroy();
  }

  // ---- steps -----------------------------------------------------------------------------------

  private stateChanged(state: CtpState): void {
    if (this.destroyed) return;
    this.fieldErrors = {};
    this.render();
    // ShopperIdentified: the code is sent at once (from the start or after a login).
    if (state === 'ShopperIdentified') void this.sendCode();
    this.context.changed();
  }

  private async sendCode(): Promise<void> {
    try {
      await this.service.startIdentityValidation();
    } catch (error) {
      if (error instanceof ClickToPayTimeoutError) return;
      this.showStatus(ctpErrorText(this.context.t, reasonOf(error)), () => void this.sendCode());
    }
  }

  private async resendCode(): Promise<void> {
    this.resend.sending();
    try {
      await this.service.startIdentityValidation();
      this.resend.sent();
    } catch (error) {
      this.resend.failed();
      if (!(error instanceof ClickToPayTimeoutError)) this.setFieldError('clickToPayOtp', reasonOf(error));
    }
  }

  private async login(email: string): Promise<void> {
    if (!isValidEmail(email)) {
      this.setFieldError('clickToPayEmail', null, this.context.t.t('ctp.login.email.invalid'));
      return;
    }
    await this.busy(async () => {
      try {
        this.moveFocus = true;
        await this.service.login(email);
      } catch (error) {
        this.moveFocus = false;
        // SPEC §8: NOT_FOUND (not enrolled) and the schemes' reasons, on the field.
        if (!(error instanceof ClickToPayTimeoutError)) this.setFieldError('clickToPayEmail', reasonOf(error));
      }
    });
  }

  private async submitCode(code: string): Promise<void> {
    if (code === '') {
      this.setFieldError('clickToPayOtp', null, this.context.t.t('ctp.otp.required'));
      return;
    }
    await this.busy(async () => {
      try {
        this.moveFocus = true;
        await this.service.finishIdentityValidation(code);
      } catch (error) {
        this.moveFocus = false;
        if (error instanceof ClickToPayTimeoutError) return;
        const reason = reasonOf(error);
        this.setFieldError('clickToPayOtp', reason);
        // SPEC §4: a locked account cannot continue; the card form below is the way to pay.
        if (reason === 'ACCT_INACCESSIBLE' && this.view && 'lock' in this.view)
          this.view.lock(this.context.t.t('ctp.fallback'));
      }
    });
  }

  private async logout(): Promise<void> {
    this.moveFocus = true;
    this.resend.reset();
    await this.service.logout();
  }

  /** SPEC §4/§8: the scheme's checkout, then the card's payment flow; a failure shows its reason and calls onError. */
  private async pay(card: ClickToPayCard): Promise<void> {
    await this.busy(async () => {
      const view = this.view;
      if (view && 'first' in view) view.setError(null);
      try {
        await this.context.pay(await this.service.checkout(card));
      } catch (error) {
        if (error instanceof ClickToPayTimeoutError) return;
        if (view && 'first' in view) view.setError(ctpErrorText(this.context.t, reasonOf(error)));
        this.context.emitError(toWidgetError(error));
      }
    });
  }

  private async busy(step: () => Promise<void>): Promise<void> {
    const view = this.view;
    view?.setBusy(true);
    try {
      await step();
    } finally {
      if (this.view === view) view?.setBusy(false);
    }
  }

  // ---- drawing ---------------------------------------------------------------------------------

  private render(): void {
    const { t } = this.context;
    const state = this.service.state;
    this.root.hidden = state === 'NotAvailable';
    this.root.setAttribute('aria-busy', String(state === 'Idle' || state === 'Loading'));
    this.view = null;
    if (this.manual) {
      this.body.replaceChildren(
        linkButton(t.t('ctp.useClickToPay'), () => {
          this.manual = false;
          this.moveFocus = true;
          this.render();
        }),
      );
    } else if (state === 'Idle' || state === 'Loading' || state === 'NotAvailable') {
      this.body.replaceChildren(h('p', { class: 'dd-note', role: 'status' }, t.t('ctp.loading')));
      return;
    } else if (state === 'ShopperIdentified') {
      this.body.replaceChildren(
        h('p', { class: 'dd-note', role: 'status' }, t.t('ctp.sendingCode')),
        this.manualButton(),
      );
    } else {
      this.view = this.stepView(state);
      this.body.replaceChildren(...(this.view ? [this.view.root] : []), this.manualButton());
    }
    // Kept past ShopperIdentified (the code is on its way): the focus goes to the code's input.
    if (this.moveFocus && (this.view || this.manual)) {
      this.moveFocus = false;
      const target = this.view
        ? 'first' in this.view
          ? this.view.first
          : this.view.input
        : this.body.querySelector('button');
      target?.focus();
    }
  }

  private stepView(state: 'OneTimePassword' | 'Ready' | 'Login'): View {
    const { t } = this.context;
    if (state === 'Login') return loginView(t, this.service.shopperEmail ?? '', (email) => void this.login(email));
    if (state === 'OneTimePassword') {
      const view = otpView(t, this.service.maskedChannel ?? '', {
        onSubmit: (code) => void this.submitCode(code),
        onResend: () => void this.resendCode(),
        onLogout: () => void this.logout(),
      });
      view.setResend(this.resend.current);
      return view;
    }
    return cardListView(t, this.service.cards, {
      onPay: (card) => void this.pay(card),
      onLogout: () => void this.logout(),
    });
  }

  private manualButton(): HTMLButtonElement {
    return linkButton(this.context.t.t('ctp.manual'), () => {
      this.manual = true;
      this.moveFocus = true;
      this.render();
    });
  }

  /** A step that failed before it could be drawn (the code could not be sent): its reason and a retry. */
  private showStatus(message: string, retry: () => void): void {
    this.body.replaceChildren(
      h('p', { class: 'dd-error', role: 'alert' }, message),
      linkButton(this.context.t.t('ctp.otp.resend'), retry),
      this.manualButton(),
    );
  }

  /** A field error by reason (ctp.errors.{reason}) or text; reported to the card's state and analytics. */
  private setFieldError(field: 'clickToPayEmail' | 'clickToPayOtp', reason: string | null, text?: string): void {
    const message = text ?? ctpErrorText(this.context.t, reason ?? 'UNKNOWN_ERROR');
    const error: FieldError = { code: reason ? `ctp.errors.${reason}` : `${field}.invalid`, message };
    this.fieldErrors = { ...this.fieldErrors, [field]: error };
    if (this.view && !('first' in this.view)) this.view.setError(message);
    this.context.validationEvent(field, ANALYTICS_VALIDATION_CODES.otherField, error);
    this.context.changed();
  }
}

export const createExtension: ExtensionFactory = (context) =>
  context.options.clickToPayConfiguration ? new ClickToPayExtension(context) : null;
