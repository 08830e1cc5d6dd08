import {
  CARD_ERRORS,
  DEFAULT_CHALLENGE_WINDOW_SIZE,
  ERROR_MSG_UNSUPPORTED_CARD_ENTERED,
  PAY_BUTTON,
  type FieldMessages,
  type FieldPolicy,
  type HostMessages,
  type SecuredFieldType,
} from '@datadeck/contracts/provider';
import type { Amount, BinLookupResponse } from '@datadeck/contracts/provider-api';
import type { CheckoutContext } from '../core/context.ts';
import type { Analytics, AnalyticsInput, AnalyticsKind } from '../core/analytics.ts';
import { collectBrowserInfo } from '../core/browser-info.ts';
import { DeviceFingerprint } from '../core/device-fingerprint.ts';
import { h } from '../core/dom.ts';
import { WidgetError, toWidgetError } from '../core/errors.ts';
import { EN_US, type Translator } from '../core/i18n.ts';
import { SecuredFieldsController } from '../secured-fields/controller.ts';
import { ThreeDS2Handler } from '../three-ds2/three-ds2.ts';
import type {
  CardComponentHandle,
  CardFieldName,
  CardOptions,
  CardState,
  ComponentStatus,
  FieldError,
  ThreeDS2Action,
} from '../types.ts';
import { orderDualBrands } from '../validation/index.ts';
import { BillingAddressFields } from './address/address.ts';
import { createBinLookup } from './bin-lookup.ts';
import {
  NO_BRAND,
  choiceFromDetected,
  choiceFromLookup,
  fourDigitSecurityCode,
  sameChoice,
  type BrandChoice,
} from './brand-choice.ts';
import { brandName, renderDualBrand, sameBrands } from './dual-brand.ts';
import { HolderNameField } from './holder-name.ts';
import { createPayButton, payButtonLabel, type PayButton } from './pay-button.ts';
import { PaymentFlow } from './payment-flow.ts';
import { CardParts } from './card-parts.ts';
import type { ExtensionContext } from './extension.ts';
import { fieldConfiguration, securedView, type SecuredView } from './secured-view.ts';

const DEFAULT_BRANDS = ['mc', 'visa', 'amex'];
const NUMBER: SecuredFieldType = 'encryptedCardNumber';
const DATE: SecuredFieldType = 'encryptedExpiryDate';
const CVC: SecuredFieldType = 'encryptedSecurityCode';
/** Fields in the order they are shown and focused. */
const SECURED: Array<[SecuredFieldType, string]> = [
  [NUMBER, 'creditCard.numberField.title'],
  [DATE, 'creditCard.expiryDateField.title'],
  [CVC, 'creditCard.cvcField.title'],
];

/**
 * The card form: secured-field iframes for number, expiry date and security code, host inputs for
 * the holder name and billing address, brand handling, submit and 3-D Secure 2. The optional
 * parts (Click to Pay, installments, KCP, Brazilian SSN, fast checkout) are extensions loaded on
 * demand (parts.ts) into a slot above or below the fields.
 */
export class CardComponent implements CardComponentHandle {
  /** Resolves once the form is rendered (after translations and session setup); tests and integrations await it. */
  rendered: Promise<void> = Promise.resolve();
  private root: HTMLElement | undefined;
  private generation = 0;
  private t: Translator | undefined;
  private brands: string[];
  private amount: Amount | undefined;
  private secured: SecuredFieldsController | undefined;
  private readonly views = new Map<SecuredFieldType, SecuredView>();
  private readonly fieldStates: Partial<Record<SecuredFieldType, FieldMessages['state']>> = {};
  private readonly securedErrors: Partial<Record<SecuredFieldType, FieldError | null>> = {};
  private choice: BrandChoice = NO_BRAND;
  /** Brands of the latest binLookup for the current BIN; null: use the iframe's detection. */
  private binBrands: string[] | null = null;
  private brandLabel: HTMLElement | undefined;
  private dualBrand: HTMLElement | undefined;
  private live: HTMLElement | undefined;
  private holder: HolderNameField | undefined;
  private address: BillingAddressFields | undefined;
  private pay: PayButton | undefined;
  private status: ComponentStatus = 'ready';
  /** Ends the pay button's completed state (SPEC §9 "pay-completed reset"). */
  private completedTimer: ReturnType<typeof setTimeout> | undefined;
  private threeDS: ThreeDS2Handler | undefined;
  private deviceFingerprint: DeviceFingerprint | undefined;
  private analytics: Analytics | undefined;
  private lookupBin: ((encryptedBin: string | null) => Promise<void>) | undefined;
  private readonly flow: PaymentFlow;
  /** The optional parts of this mount (card-parts.ts). */
  private parts: CardParts | undefined;
  private countryCode = '';

  constructor(
    private readonly checkout: CheckoutContext,
    private readonly options: CardOptions,
  ) {
    this.brands = options.brands ?? DEFAULT_BRANDS;
    this.flow = new PaymentFlow(checkout, {
      component: this,
      setStatus: (status) => this.setStatus(status),
      handleAction: (action) => this.handleAction(action),
      emitError: (error) => this.emitError(error),
    });
  }

  mount(target: HTMLElement | string): this {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) throw new WidgetError('IMPLEMENTATION_ERROR', `No element matches ${String(target)}`);
    this.unmount();
    const generation = ++this.generation;
    this.root = h('div', { class: 'dd-card', 'aria-busy': 'true' }, h('p', { class: 'dd-note' }, EN_US.loading ?? ''));
    host.append(this.root);
    this.rendered = this.render(generation).catch((error: unknown) => this.emitError(toWidgetError(error)));
    return this;
  }

  unmount(): void {
    this.generation++;
    clearTimeout(this.completedTimer);
    this.secured?.destroy();
    this.threeDS?.destroy();
    this.deviceFingerprint?.destroy();
    this.analytics?.stop();
    this.parts?.destroy();
    this.parts = undefined;
    this.root?.remove();
    this.secured = this.threeDS = this.deviceFingerprint = this.analytics = this.root = undefined;
    this.views.clear();
  }

  get isValid(): boolean {
    if (!this.secured) return false;
    const fieldValid = (type: SecuredFieldType, policy: FieldPolicy) => {
      const state = this.fieldStates[type];
      return policy === 'hidden' || (state !== undefined && (state.valid || (policy === 'optional' && state.empty)));
    };
    return (
      fieldValid(NUMBER, 'required') &&
      this.choice.supported &&
      fieldValid(DATE, this.choice.expiryDatePolicy) &&
      fieldValid(CVC, this.choice.securityCodePolicy) &&
      (this.holder?.error ?? null) === null &&
      (this.address?.isValid ?? true) &&
      (this.parts?.isValid ?? true)
    );
  }

  get state(): CardState {
    const encrypted = Object.assign(
      {},
      ...Object.values(this.fieldStates).map((state) => state.encrypted),
    ) as CardState['data']['paymentMethod'];
    const holderName = this.holder?.value;
    const parts = this.parts?.data();
    const riskData = this.deviceFingerprint?.riskData;
    const paymentMethod: CardState['data']['paymentMethod'] = {
      ...encrypted,
      ...parts?.paymentMethod,
      type: 'scheme',
      ...(holderName ? { holderName } : {}),
      ...(this.choice.brand ? { brand: this.choice.brand } : {}),
    };
    const errors: CardState['errors'] = {
      ...this.securedErrors,
      ...(this.holder ? { holderName: this.holder.shownError } : {}),
      ...this.address?.shownErrors,
      ...this.parts?.errors,
    };
    return {
      isValid: this.isValid,
      brand: this.choice.brand,
      errors,
      data: {
        paymentMethod,
        ...(this.address ? { billingAddress: this.address.address } : {}),
        ...parts?.request,
        ...(riskData ? { riskData } : {}),
        browserInfo: collectBrowserInfo(),
        origin: location.origin,
      },
    };
  }

  setStatus(status: ComponentStatus): void {
    clearTimeout(this.completedTimer);
    this.status = status;
    this.pay?.show(status);
    if (status !== 'success') return;
    if (this.live && this.t) this.live.textContent = this.t.t('payButton.completed');
    this.completedTimer = setTimeout(() => this.setStatus('ready'), PAY_BUTTON.completedResetMs);
  }

  submit(): void {
    void this.submitNow();
  }

  /** Shows every error and moves the focus to the first invalid field. */
  showValidation(): void {
    this.secured?.send('all', 'validate', {});
    this.holder?.showValidation();
    const addressControl = this.address?.showValidation() ?? null;
    const partControl = this.parts?.showValidation() ?? null;
    const invalidSecured = SECURED.find(([type]) => {
      const state = this.fieldStates[type];
      const policy =
        type === NUMBER ? 'required' : type === DATE ? this.choice.expiryDatePolicy : this.choice.securityCodePolicy;
      const incomplete = policy !== 'hidden' && !(state?.valid || (policy === 'optional' && state?.empty));
      return incomplete || (type === NUMBER && !this.choice.supported);
    });
    if (invalidSecured) this.secured?.send(invalidSecured[0], 'focus', {});
    else if (this.holder?.shownError) this.holder.focus();
    else (addressControl ?? partControl)?.focus();
    this.changed();
  }

  handleAction(action: ThreeDS2Action): void {
    void this.rendered.then(() => {
      if (action.type !== 'threeDS2' || !this.threeDS) {
        this.emitError(new WidgetError('IMPLEMENTATION_ERROR', `Cannot handle action of type ${String(action.type)}`));
        return;
      }
      this.setStatus('loading');
      return this.threeDS.handle(action);
    });
  }

  // ---- rendering -------------------------------------------------------------------------------

  /**
   * Two steps, so the iframes (the slow part: another origin, another browser process) load while
   * the session setup is still in flight: the secured fields first, once the texts are there (at
   * once for the bundled en-US); the rest when the setup has answered. Fields are configured only
   * after the setup, because the session decides the accepted brands.
   */
  private async render(generation: number): Promise<void> {
    const setupAnswered = this.checkout.setup().then((setup) => {
      if (setup.brands) this.brands = this.brands.filter((brand) => setup.brands?.includes(brand));
      this.amount = this.options.amount ?? setup.amount;
      return setup;
    });
    // A failed setup is reported once, below; the fields then never configure.
    setupAnswered.catch(() => undefined);
    const t = await this.checkout.translations();
    if (generation !== this.generation || !this.root) return;
    this.t = t;
    const root = this.root;
    root.replaceChildren();
    this.live = h('div', { class: 'dd-visually-hidden', 'aria-live': 'polite' });
    for (const [type, labelKey] of SECURED)
      this.views.set(
        type,
        securedView(type, t.t(labelKey), () => this.secured?.send(type, 'focus', {})),
      );
    const numberView = this.views.get(NUMBER);
    this.brandLabel = h('span', { class: 'dd-brand' });
    numberView?.frame.after(this.brandLabel);
    this.dualBrand = h('div', { class: 'dd-dual-brand-slot' });
    const row = h('div', { class: 'dd-row' }, ...[DATE, CVC].map((type) => this.views.get(type)?.root ?? ''));
    this.parts = new CardParts({
      options: this.options,
      context: () => this.extensionContext(t),
      changed: () => this.changed(),
      emitError: (error) => this.emitError(error),
    });
    root.append(this.parts.before, numberView?.root ?? '', this.dualBrand, row, this.live);
    this.startSecuredFields(
      t,
      root,
      setupAnswered.then(() => undefined),
    );

    const setup = await setupAnswered.catch((error: unknown) => {
      // Without the session the fields must not configure (nor time out into a second error).
      this.secured?.destroy();
      throw error;
    });
    if (generation !== this.generation || this.root !== root) return;
    this.renderRest(t, root, setup.countryCode ?? '');
    this.track('info', { type: 'rendered' });
    this.changed();
  }

  private startSecuredFields(t: Translator, root: HTMLElement, configurable: Promise<void>): void {
    this.secured = new SecuredFieldsController({
      providerUrl: this.checkout.providerUrl,
      clientKey: this.checkout.clientKey,
      fields: SECURED.map(([type]) => ({
        type,
        container: this.views.get(type)?.frame ?? root,
        title: t.t(`creditCard.${type}.aria.iframeTitle`),
      })),
      configurable,
      configuration: (type) => this.configuration(type),
      onMessage: (message) => {
        if (message.type === 'state') this.fieldState(message.payload);
        else if (message.type === 'bin') void this.lookupBin?.(message.payload.encryptedBin);
        else if (message.type === 'focus') this.fieldFocus(message.payload.fieldType, message.payload.focused);
        else if (message.type === 'autoComplete') this.autoComplete(message.payload);
      },
      onConfigured: () => {
        root.removeAttribute('aria-busy');
        this.options.onReady?.();
      },
      onFailure: (message, code) => this.emitError(new WidgetError('ERROR', message, code)),
    });
    this.secured.start();
  }

  /** Holder name, billing address, pay button, 3-D Secure and binLookup: what needs the session setup. */
  private renderRest(t: Translator, root: HTMLElement, countryCode: string): void {
    // Analytics starts after the fields have begun loading, so its call does not compete with them.
    this.analytics = this.checkout.analytics('scheme');
    void this.analytics.start();
    const live = this.live ?? root;
    if (this.options.hasHolderName) {
      this.holder = new HolderNameField({
        t,
        required: this.options.holderNameRequired === true,
        placeholder: this.options.placeholders?.holderName,
        value: this.options.data?.holderName,
        onChange: () => this.changed(),
        onFocus: (focused) => this.fieldFocus('holderName', focused),
        onValidationError: (code, error) => this.validationEvent('holderName', code, error),
      });
      root.append(this.holder.root);
    }
    const mode = this.options.billingAddressMode ?? 'full';
    if (this.options.billingAddressRequired && mode !== 'none') {
      this.address = new BillingAddressFields({
        mode,
        ...(this.options.billingAddressAllowedCountries
          ? { allowedCountries: this.options.billingAddressAllowedCountries }
          : {}),
        ...(this.options.data?.billingAddress ? { data: this.options.data.billingAddress } : {}),
        ...(this.options.addressLookup ? { lookup: { clientKey: this.checkout.clientKey } } : {}),
        countryCode,
        providerUrl: this.checkout.providerUrl,
        t,
        onChange: () => this.changed(),
        onValidationError: (field, code, error) => this.validationEvent(field, code, error),
      });
      root.append(this.address.root);
    }
    this.countryCode = countryCode;
    if (this.parts) {
      root.append(this.parts.after);
      this.parts.loadWanted(countryCode);
    }
    const threeDSContainer = h('div', { class: 'dd-threeds' });
    const riskContainer = h('div', { class: 'dd-risk' });
    root.append(threeDSContainer, riskContainer, live);
    if (this.options.showPayButton) {
      this.pay = createPayButton({ pay: payButtonLabel(t, this.amount), completed: t.t('payButton.completed') }, () =>
        this.submit(),
      );
      root.append(this.pay.button);
      this.setStatus(this.status);
    }
    this.deviceFingerprint = new DeviceFingerprint({
      providerUrl: this.checkout.providerUrl,
      clientKey: this.checkout.clientKey,
      container: riskContainer,
      onDone: () => this.changed(),
    });
    this.deviceFingerprint.start();
    this.threeDS = new ThreeDS2Handler({
      container: threeDSContainer,
      providerUrl: this.checkout.providerUrl,
      clientKey: this.checkout.clientKey,
      challengeWindowSize: this.options.challengeWindowSize ?? DEFAULT_CHALLENGE_WINDOW_SIZE,
      t,
      analytics: (kind, event) => this.track(kind, event),
      onDetails: (details, paymentData) => void this.flow.details(details, paymentData),
      onError: (error) => {
        this.setStatus('ready');
        this.emitError(error);
      },
    });
    if (this.options.doBinLookup !== false) {
      this.lookupBin = createBinLookup({
        providerUrl: this.checkout.providerUrl,
        clientKey: this.checkout.clientKey,
        supportedBrands: () => this.brands,
        onResult: (result) => this.binLookupResult(result),
        onReset: () => {
          this.parts?.binLookup(null);
          this.binBrands = null;
          this.showDualBrand([]);
          this.detectedBrand(this.fieldStates[NUMBER]?.detectedBrands ?? []);
        },
        onError: (error) => this.emitError(error),
      });
    }
  }

  private configuration(type: SecuredFieldType): HostMessages['configure'] {
    const placeholders = this.options.placeholders ?? {};
    const placeholder =
      type === NUMBER
        ? (placeholders.cardNumber ?? this.t?.t('creditCard.numberField.placeholder'))
        : type === DATE
          ? (placeholders.expiryDate ?? this.t?.t('creditCard.expiryDateField.placeholder'))
          : this.securityCodePlaceholder(null);
    return fieldConfiguration({
      placeholder: placeholder ?? '',
      ariaLabel: this.views.get(type)?.label.textContent ?? '',
      supportedBrands: this.brands,
      minimumExpiryDate: this.options.minimumExpiryDate ?? null,
      t: this.t,
      themed: this.root,
    });
  }

  // ---- field messages --------------------------------------------------------------------------

  private fieldState(state: FieldMessages['state']): void {
    const previous = this.fieldStates[state.fieldType];
    this.fieldStates[state.fieldType] = state;
    if (state.fieldType === NUMBER && this.binBrands === null) this.detectedBrand(state.detectedBrands ?? []);
    this.setSecuredError(state.fieldType, state.error);
    if (previous?.valid !== state.valid) {
      this.options.onFieldValid?.({
        fieldType: state.fieldType,
        valid: state.valid,
        ...(state.lastFour ? { lastFour: state.lastFour } : {}),
        ...(state.expiryMonth ? { expiryMonth: state.expiryMonth } : {}),
        ...(state.expiryYear ? { expiryYear: state.expiryYear } : {}),
      });
    }
    this.changed();
  }

  private setSecuredError(type: SecuredFieldType, code: string | null): void {
    const t = this.t;
    const view = this.views.get(type);
    if (!t || !view) return;
    // The provider's answer wins: an unsupported brand is shown even while the number is incomplete.
    const unsupported = type === NUMBER && !this.choice.supported && this.fieldStates[NUMBER]?.empty === false;
    const error = unsupported
      ? { code: CARD_ERRORS.numberUnsupported, message: t.t(ERROR_MSG_UNSUPPORTED_CARD_ENTERED) }
      : code
        ? { code, message: t.t(code) }
        : null;
    const previous = this.securedErrors[type];
    this.securedErrors[type] = error;
    view.error.textContent = error?.message ?? '';
    view.root.classList.toggle('dd-field--invalid', error !== null);
    if (error && error.code !== previous?.code) {
      if (this.live) this.live.textContent = `${view.label.textContent ?? ''}: ${error.message}`;
      this.validationEvent(type, error.code, error);
    }
  }

  /**
   * The browser filled the number field's document with the card's holder name or expiry date too
   * (SPEC §5): each goes to its field, which takes it only if it passes its validation.
   */
  private autoComplete({ fieldType, name, value }: FieldMessages['autoComplete']): void {
    if (fieldType !== NUMBER) return;
    if (name === 'cc-name') this.holder?.autoFill(value);
    else this.secured?.send(DATE, 'autoComplete', { value });
  }

  private fieldFocus(fieldType: CardFieldName, focused: boolean): void {
    this.views.get(fieldType as SecuredFieldType)?.root.classList.toggle('dd-field--focus', focused);
    if (focused) this.options.onFocus?.({ fieldType });
    else this.options.onBlur?.({ fieldType });
    this.track('info', { type: focused ? 'focus' : 'unfocus', target: fieldType });
  }

  // ---- brands ----------------------------------------------------------------------------------

  private detectedBrand(detected: string[]): void {
    this.applyBrand(choiceFromDetected(detected, this.brands));
  }

  private binLookupResult(result: BinLookupResponse): void {
    this.parts?.binLookup(result);
    this.options.onBinLookup?.({
      brands: result.brands.map((entry) => entry.brand),
      ...(result.issuingCountryCode ? { issuingCountryCode: result.issuingCountryCode } : {}),
    });
    const { brands, dualBrand } = orderDualBrands(result.brands);
    const first = brands[0] ?? result.brands[0];
    if (!first) {
      this.binBrands = null;
      this.detectedBrand(this.fieldStates[NUMBER]?.detectedBrands ?? []);
      return;
    }
    const previous = this.binBrands;
    this.binBrands = brands.map((entry) => entry.brand);
    const choose = (brand: string) => {
      const entry = result.brands.find((candidate) => candidate.brand === brand) ?? first;
      this.applyBrand(choiceFromLookup(entry, this.brands));
    };
    // A later answer for the same brands (the BIN grew as the shopper typed) keeps the brand the
    // shopper chose; only new brands start again from the first.
    const chosen = this.choice.brand;
    const keep =
      previous !== null && sameBrands(previous, this.binBrands) && chosen !== null && this.binBrands.includes(chosen);
    const selected = keep ? chosen : first.brand;
    this.showDualBrand(dualBrand ? this.binBrands : [], choose, selected);
    choose(selected);
  }

  private showDualBrand(brands: string[], choose?: (brand: string) => void, selected?: string): void {
    if (!this.dualBrand || !this.t) return;
    this.dualBrand.replaceChildren(
      ...(brands.length > 1 && choose ? [renderDualBrand(this.t, brands, choose, selected)] : []),
    );
  }

  /** '4 digits' for a brand with a 4-digit code (amex), else '3 digits'. */
  private securityCodePlaceholder(brand: string | null): string {
    const placeholders = this.options.placeholders ?? {};
    const text = fourDigitSecurityCode(brand, this.brands)
      ? (placeholders.securityCodeFourDigits ?? this.t?.t('creditCard.cvcField.placeholder.4digits'))
      : (placeholders.securityCodeThreeDigits ?? this.t?.t('creditCard.cvcField.placeholder.3digits'));
    return text ?? '';
  }

  private applyBrand(choice: BrandChoice): void {
    if (sameChoice(choice, this.choice)) return;
    this.choice = choice;
    this.secured?.send('all', 'brand', {
      ...choice,
      securityCodePlaceholder: this.securityCodePlaceholder(choice.brand),
    });
    if (this.brandLabel) this.brandLabel.textContent = choice.brand ? brandName(choice.brand) : '';
    const cvc = this.views.get(CVC);
    if (cvc && this.t) {
      cvc.root.hidden = choice.securityCodePolicy === 'hidden';
      cvc.label.textContent = this.t.t(
        choice.securityCodePolicy === 'optional' ? 'creditCard.cvcField.title.optional' : 'creditCard.cvcField.title',
      );
    }
    const date = this.views.get(DATE);
    if (date) date.root.hidden = choice.expiryDatePolicy === 'hidden';
    this.setSecuredError(NUMBER, this.fieldStates[NUMBER]?.error ?? null);
    this.parts?.brandChanged(choice.brand);
    this.options.onBrand?.({ brand: choice.brand });
    this.changed();
  }

  // ---- optional parts --------------------------------------------------------------------------

  private extensionContext(t: Translator): ExtensionContext {
    return {
      checkout: this.checkout,
      options: this.options,
      t,
      amount: this.amount,
      countryCode: this.countryCode,
      changed: () => this.changed(),
      validationEvent: (target, code, error) => this.validationEvent(target, code, error),
      emitError: (error) => this.emitError(error),
      pay: (paymentMethod) => this.payWith(paymentMethod),
    };
  }

  // ---- submit, session, details ----------------------------------------------------------------

  private async submitNow(): Promise<void> {
    await this.rendered;
    // Not while paying, nor while the button still shows the payment that just went through.
    if (this.status !== 'ready' || !this.secured) return;
    if (!this.isValid) {
      this.showValidation();
      return;
    }
    await this.flow.pay(this.state);
  }

  /** An extension's own payment method (Click to Pay): the card fields and address are not asked. */
  private async payWith(paymentMethod: CardState['data']['paymentMethod']): Promise<void> {
    await this.rendered;
    if (this.status !== 'ready') return;
    const { browserInfo, origin, riskData } = this.state.data;
    await this.flow.pay({
      isValid: true,
      brand: paymentMethod.brand ?? null,
      errors: {},
      data: { paymentMethod, browserInfo, origin, ...(riskData ? { riskData } : {}) },
    });
  }

  // ---- events ----------------------------------------------------------------------------------

  private changed(): void {
    if (!this.secured) return;
    (this.options.onChange ?? this.checkout.options.onChange)?.(this.state, this);
  }

  private emitError(error: WidgetError): void {
    this.track('errors', {
      errorType: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
    });
    (this.options.onError ?? this.checkout.options.onError)?.(error, this);
  }

  private validationEvent(target: CardFieldName, code: string, error: FieldError): void {
    this.track('info', {
      type: 'validationError',
      target,
      validationErrorCode: code,
      validationErrorMessage: error.message,
    });
  }

  private track(kind: AnalyticsKind, event: AnalyticsInput): void {
    this.analytics?.add(kind, event);
  }
}
