import {
  ANALYTICS_VALIDATION_CODES,
  CARD_ERRORS,
  DEFAULT_CHALLENGE_WINDOW_SIZE,
  ERROR_MSG_UNSUPPORTED_CARD_ENTERED,
  type FieldMessages,
  type FieldPolicy,
  type HostMessages,
  type SecuredFieldType,
} from '@datadeck/contracts/provider';
import type { Amount, BinLookupResponse, SessionResult } from '@datadeck/contracts/provider-api';
import type { CheckoutContext } from '../core/context.ts';
import type { Analytics, AnalyticsInput, AnalyticsKind } from '../core/analytics.ts';
import { collectBrowserInfo } from '../core/browser-info.ts';
import { h, uid } from '../core/dom.ts';
import { WidgetError, toWidgetError } from '../core/errors.ts';
import { EN_US, type Translator } from '../core/i18n.ts';
import { SecuredFieldsController } from '../secured-fields/controller.ts';
import { ThreeDS2Handler, type ThreeDS2Details } from '../three-ds2/three-ds2.ts';
import type { CardComponentHandle, CardFieldName, CardOptions, CardState, ComponentStatus, FieldError, ThreeDS2Action } from '../types.ts';
import { brandRule, orderDualBrands } from '../validation/index.ts';
import { BillingAddressFields } from './address/address.ts';
import { createBinLookup } from './bin-lookup.ts';
import { brandName, renderDualBrand } from './dual-brand.ts';
import { hostField, type HostField } from './host-field.ts';
import { createPayButton, payButtonLabel } from './pay-button.ts';

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

/** What the host decides about the brand; the placeholder follows from it when sent. */
type BrandChoice = Omit<HostMessages['brand'], 'securityCodePlaceholder'>;

interface SecuredView {
  root: HTMLElement;
  label: HTMLElement;
  frame: HTMLElement;
  error: HTMLElement;
}

/**
 * The card form: secured-field iframes for number, expiry date and security code, host inputs for
 * the holder name and billing address, brand handling, submit and 3-D Secure 2. Later field
 * modules (Click to Pay, installments, KCP, Brazilian SSN) append to `fieldsRoot` like the address.
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
  private choice: BrandChoice = { brand: null, panLength: null, supported: true, securityCodePolicy: 'required', expiryDatePolicy: 'required' };
  /** Brands of the latest binLookup for the current BIN; null: use the iframe's detection. */
  private binBrands: string[] | null = null;
  private brandLabel: HTMLElement | undefined;
  private dualBrand: HTMLElement | undefined;
  private live: HTMLElement | undefined;
  private holder: HostField<HTMLInputElement> | undefined;
  private holderError: FieldError | null = null;
  private holderTouched = false;
  private address: BillingAddressFields | undefined;
  private pay: ReturnType<typeof createPayButton> | undefined;
  private status: ComponentStatus = 'ready';
  private threeDS: ThreeDS2Handler | undefined;
  private analytics: Analytics | undefined;
  private lookupBin: ((encryptedBin: string | null) => Promise<void>) | undefined;

  constructor(
    private readonly checkout: CheckoutContext,
    private readonly options: CardOptions,
  ) {
    this.brands = options.brands ?? DEFAULT_BRANDS;
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
    this.secured?.destroy();
    this.threeDS?.destroy();
    this.analytics?.stop();
    this.root?.remove();
    this.secured = this.threeDS = this.analytics = this.root = undefined;
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
      this.validateHolder() === null &&
      (this.address?.isValid ?? true)
    );
  }

  get state(): CardState {
    const encrypted = Object.assign({}, ...Object.values(this.fieldStates).map((state) => state.encrypted)) as CardState['data']['paymentMethod'];
    const holderName = this.holder?.control.value.trim();
    const paymentMethod: CardState['data']['paymentMethod'] = {
      ...encrypted,
      type: 'scheme',
      ...(holderName ? { holderName } : {}),
      ...(this.choice.brand ? { brand: this.choice.brand } : {}),
    };
    const errors: CardState['errors'] = { ...this.securedErrors, ...(this.holder ? { holderName: this.holderError } : {}), ...this.address?.shownErrors };
    return {
      isValid: this.isValid,
      brand: this.choice.brand,
      errors,
      data: {
        paymentMethod,
        ...(this.address ? { billingAddress: this.address.address } : {}),
        browserInfo: collectBrowserInfo(),
        origin: location.origin,
      },
    };
  }

  setStatus(status: ComponentStatus): void {
    this.status = status;
    this.pay?.setLoading(status === 'loading');
  }

  submit(): void {
    void this.submitNow();
  }

  /** Shows every error and moves the focus to the first invalid field. */
  showValidation(): void {
    this.secured?.send('all', 'validate', {});
    this.holderTouched = true;
    this.refreshHolder();
    const addressControl = this.address?.showValidation() ?? null;
    const invalidSecured = SECURED.find(([type]) => {
      const state = this.fieldStates[type];
      const policy = type === NUMBER ? 'required' : type === DATE ? this.choice.expiryDatePolicy : this.choice.securityCodePolicy;
      const incomplete = policy !== 'hidden' && !(state?.valid || (policy === 'optional' && state?.empty));
      return incomplete || (type === NUMBER && !this.choice.supported);
    });
    if (invalidSecured) this.secured?.send(invalidSecured[0], 'focus', {});
    else if (this.holderError) this.holder?.control.focus();
    else addressControl?.focus();
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
    for (const [type, labelKey] of SECURED) this.views.set(type, this.securedView(type, t.t(labelKey)));
    const numberView = this.views.get(NUMBER);
    this.brandLabel = h('span', { class: 'dd-brand' });
    numberView?.frame.after(this.brandLabel);
    this.dualBrand = h('div', { class: 'dd-dual-brand-slot' });
    const row = h('div', { class: 'dd-row' }, ...[DATE, CVC].map((type) => this.views.get(type)?.root ?? ''));
    root.append(numberView?.root ?? '', this.dualBrand, row, this.live);
    this.startSecuredFields(t, root, setupAnswered.then(() => undefined));

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
      fields: SECURED.map(([type]) => ({ type, container: this.views.get(type)?.frame ?? root, title: t.t(`creditCard.${type}.aria.iframeTitle`) })),
      configurable,
      configuration: (type) => this.configuration(type),
      onMessage: (message) => {
        if (message.type === 'state') this.fieldState(message.payload);
        else if (message.type === 'bin') void this.lookupBin?.(message.payload.encryptedBin);
        else if (message.type === 'focus') this.fieldFocus(message.payload.fieldType, message.payload.focused);
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
    if (this.options.hasHolderName) this.renderHolder(t, root);
    const mode = this.options.billingAddressMode ?? 'full';
    if (this.options.billingAddressRequired && mode !== 'none') {
      this.address = new BillingAddressFields({
        mode,
        ...(this.options.billingAddressAllowedCountries ? { allowedCountries: this.options.billingAddressAllowedCountries } : {}),
        ...(this.options.data?.billingAddress ? { data: this.options.data.billingAddress } : {}),
        countryCode,
        providerUrl: this.checkout.providerUrl,
        t,
        onChange: () => this.changed(),
        onValidationError: (field, code, error) => this.validationEvent(field, code, error),
      });
      root.append(this.address.root);
    }
    const threeDSContainer = h('div', { class: 'dd-threeds' });
    root.append(threeDSContainer, live);
    if (this.options.showPayButton) {
      this.pay = createPayButton(payButtonLabel(t, this.amount), () => this.submit());
      root.append(this.pay.button);
      this.setStatus(this.status);
    }
    this.threeDS = new ThreeDS2Handler({
      container: threeDSContainer,
      providerUrl: this.checkout.providerUrl,
      clientKey: this.checkout.clientKey,
      challengeWindowSize: this.options.challengeWindowSize ?? DEFAULT_CHALLENGE_WINDOW_SIZE,
      t,
      analytics: (kind, event) => this.track(kind, event),
      onDetails: (details, paymentData) => void this.submitDetails(details, paymentData),
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
          this.binBrands = null;
          this.showDualBrand([]);
          this.detectedBrand(this.fieldStates[NUMBER]?.detectedBrands ?? []);
        },
        onError: (error) => this.emitError(error),
      });
    }
  }

  private securedView(type: SecuredFieldType, text: string): SecuredView {
    const id = uid(type);
    // An iframe cannot be the target of a <label>: the visible label moves the focus by message.
    const label = h('span', { class: 'dd-label', id: `${id}-label` }, text);
    label.addEventListener('click', () => this.secured?.send(type, 'focus', {}));
    const frame = h('div', { class: 'dd-frame' });
    const error = h('span', { class: 'dd-error', id: `${id}-error` });
    return { root: h('div', { class: 'dd-field dd-field--secured', 'data-field': type }, label, frame, error), label, frame, error };
  }

  private renderHolder(t: Translator, root: HTMLElement): void {
    const required = this.options.holderNameRequired === true;
    const input = h('input', { type: 'text', autocomplete: 'cc-name', placeholder: this.options.placeholders?.holderName ?? t.t('creditCard.holderName.placeholder') });
    input.value = this.options.data?.holderName ?? '';
    this.holder = hostField('holderName', t.t(required ? 'creditCard.holderName' : 'creditCard.holderName.optional'), input);
    input.addEventListener('input', () => {
      if (this.holderTouched) this.refreshHolder();
      this.changed();
    });
    input.addEventListener('focus', () => this.fieldFocus('holderName', true));
    input.addEventListener('blur', () => {
      input.value = input.value.trim();
      this.holderTouched = true;
      this.refreshHolder();
      this.fieldFocus('holderName', false);
      this.changed();
    });
    root.append(this.holder.root);
  }

  private validateHolder(): FieldError | null {
    if (!this.holder || this.options.holderNameRequired !== true || this.holder.control.value.trim()) return null;
    return { code: 'creditCard.holderName.invalid', message: this.t?.t('creditCard.holderName.invalid') ?? '' };
  }

  private refreshHolder(): void {
    if (!this.holder || !this.holderTouched) return;
    const error = this.validateHolder();
    if (error && !this.holderError) this.validationEvent('holderName', ANALYTICS_VALIDATION_CODES.holderName, error);
    this.holderError = error;
    this.holder.setError(error);
  }

  private configuration(type: SecuredFieldType): HostMessages['configure'] {
    const t = this.t;
    const placeholders = this.options.placeholders ?? {};
    const placeholder =
      type === NUMBER
        ? (placeholders.cardNumber ?? t?.t('creditCard.numberField.placeholder'))
        : type === DATE
          ? (placeholders.expiryDate ?? t?.t('creditCard.expiryDateField.placeholder'))
          : this.securityCodePlaceholder(null);
    const css = this.root ? getComputedStyle(this.root) : null;
    const variable = (name: string, fallback: string) => css?.getPropertyValue(name).trim() || fallback;
    return {
      placeholder: placeholder ?? '',
      ariaLabel: this.views.get(type)?.label.textContent ?? '',
      supportedBrands: this.brands,
      minimumExpiryDate: this.options.minimumExpiryDate ?? null,
      errorTexts: Object.fromEntries(Object.values(CARD_ERRORS).map((code) => [code, t?.t(code) ?? code])),
      style: {
        color: variable('--dd-text', '#1a1a1a'),
        fontFamily: variable('--dd-font', 'system-ui, sans-serif'),
        fontSize: variable('--dd-font-size', '16px'),
        placeholderColor: variable('--dd-placeholder', '#6b6b6b'),
        errorColor: variable('--dd-error', '#b3261e'),
      },
    };
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
    const unsupported = type === NUMBER && !this.choice.supported && (this.fieldStates[NUMBER]?.empty === false);
    const error = unsupported ? { code: CARD_ERRORS.numberUnsupported, message: t.t(ERROR_MSG_UNSUPPORTED_CARD_ENTERED) } : code ? { code, message: t.t(code) } : null;
    const previous = this.securedErrors[type];
    this.securedErrors[type] = error;
    view.error.textContent = error?.message ?? '';
    view.root.classList.toggle('dd-field--invalid', error !== null);
    if (error && error.code !== previous?.code) {
      if (this.live) this.live.textContent = `${view.label.textContent ?? ''}: ${error.message}`;
      this.validationEvent(type, error.code, error);
    }
  }

  private fieldFocus(fieldType: CardFieldName, focused: boolean): void {
    this.views.get(fieldType as SecuredFieldType)?.root.classList.toggle('dd-field--focus', focused);
    if (focused) this.options.onFocus?.({ fieldType });
    else this.options.onBlur?.({ fieldType });
    this.track('info', { type: focused ? 'focus' : 'unfocus', target: fieldType });
  }

  // ---- brands ----------------------------------------------------------------------------------

  /** Without a binLookup answer, the iframe's prefix detection and the brand table decide. */
  private detectedBrand(detected: string[]): void {
    const brand = detected[0] ?? null;
    const rule = brand ? brandRule(brand) : undefined;
    this.applyBrand({
      brand,
      panLength: null,
      supported: brand === null || this.brands.includes(brand),
      securityCodePolicy: rule?.securityCodePolicy ?? 'required',
      expiryDatePolicy: rule?.expiryDatePolicy ?? 'required',
    });
  }

  private binLookupResult(result: BinLookupResponse): void {
    this.options.onBinLookup?.({ brands: result.brands.map((entry) => entry.brand), ...(result.issuingCountryCode ? { issuingCountryCode: result.issuingCountryCode } : {}) });
    const { brands, dualBrand } = orderDualBrands(result.brands);
    const first = brands[0] ?? result.brands[0];
    if (!first) {
      this.binBrands = null;
      this.detectedBrand(this.fieldStates[NUMBER]?.detectedBrands ?? []);
      return;
    }
    this.binBrands = brands.map((entry) => entry.brand);
    const choose = (brand: string) => {
      const entry = result.brands.find((candidate) => candidate.brand === brand) ?? first;
      this.applyBrand({
        brand: entry.brand,
        panLength: entry.panLength ?? null,
        supported: entry.supported && this.brands.includes(entry.brand),
        securityCodePolicy: entry.cvcPolicy,
        expiryDatePolicy: entry.expiryDatePolicy,
      });
    };
    this.showDualBrand(dualBrand ? this.binBrands : [], choose);
    choose(first.brand);
  }

  private showDualBrand(brands: string[], choose?: (brand: string) => void): void {
    if (!this.dualBrand || !this.t) return;
    this.dualBrand.replaceChildren(...(brands.length > 1 && choose ? [renderDualBrand(this.t, brands, choose)] : []));
  }

  /** '4 digits' for a brand with a 4-digit code (amex); before a brand is known, when every accepted brand has one. */
  private securityCodePlaceholder(brand: string | null): string {
    const placeholders = this.options.placeholders ?? {};
    const fourDigits =
      brand === null
        ? this.brands.length > 0 && this.brands.every((accepted) => brandRule(accepted)?.securityCodeLength === 4)
        : brandRule(brand)?.securityCodeLength === 4;
    const text = fourDigits
      ? (placeholders.securityCodeFourDigits ?? this.t?.t('creditCard.cvcField.placeholder.4digits'))
      : (placeholders.securityCodeThreeDigits ?? this.t?.t('creditCard.cvcField.placeholder.3digits'));
    return text ?? '';
  }

  private applyBrand(choice: BrandChoice): void {
    const same = (Object.keys(choice) as Array<keyof BrandChoice>).every((key) => choice[key] === this.choice[key]);
    if (same) return;
    this.choice = choice;
    this.secured?.send('all', 'brand', { ...choice, securityCodePlaceholder: this.securityCodePlaceholder(choice.brand) });
    if (this.brandLabel) this.brandLabel.textContent = choice.brand ? brandName(choice.brand) : '';
    const cvc = this.views.get(CVC);
    if (cvc && this.t) {
      cvc.root.hidden = choice.securityCodePolicy === 'hidden';
      cvc.label.textContent = this.t.t(choice.securityCodePolicy === 'optional' ? 'creditCard.cvcField.title.optional' : 'creditCard.cvcField.title');
    }
    const date = this.views.get(DATE);
    if (date) date.root.hidden = choice.expiryDatePolicy === 'hidden';
    this.setSecuredError(NUMBER, this.fieldStates[NUMBER]?.error ?? null);
    this.options.onBrand?.({ brand: choice.brand });
    this.changed();
  }

  // ---- submit, session, details ----------------------------------------------------------------

  private async submitNow(): Promise<void> {
    await this.rendered;
    if (this.status === 'loading' || !this.secured) return;
    if (!this.isValid) {
      this.showValidation();
      return;
    }
    const state = this.state;
    const sessionId = this.checkout.sessionId;
    if (!sessionId) {
      this.checkout.options.onSubmit?.(state, this);
      return;
    }
    this.setStatus('loading');
    await this.sessionCall(`/v1/sessions/${encodeURIComponent(sessionId)}/payments`, state.data);
  }

  private async submitDetails(details: ThreeDS2Details, paymentData: string): Promise<void> {
    const sessionId = this.checkout.sessionId;
    if (!sessionId) {
      this.setStatus('ready');
      this.checkout.options.onAdditionalDetails?.({ data: { details, paymentData } }, this);
      return;
    }
    await this.sessionCall(`/v1/sessions/${encodeURIComponent(sessionId)}/paymentDetails`, { details, paymentData });
  }

  private async sessionCall(path: string, body: object): Promise<void> {
    try {
      const result = await this.checkout.post<SessionResult>(path, { sessionData: this.checkout.sessionData, ...body });
      this.checkout.sessionData = result.sessionData;
      if (result.action) {
        this.handleAction(result.action);
        return;
      }
      this.setStatus('ready');
      const { onPaymentCompleted, onPaymentFailed } = this.checkout.options;
      if (result.resultCode === 'Authorised') onPaymentCompleted?.(result, this);
      else onPaymentFailed?.(result, this);
    } catch (error) {
      this.setStatus('ready');
      this.emitError(toWidgetError(error));
    }
  }

  // ---- events ----------------------------------------------------------------------------------

  private changed(): void {
    if (!this.secured) return;
    (this.options.onChange ?? this.checkout.options.onChange)?.(this.state, this);
  }

  private emitError(error: WidgetError): void {
    this.track('errors', { errorType: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) });
    (this.options.onError ?? this.checkout.options.onError)?.(error, this);
  }

  private validationEvent(target: CardFieldName, code: string, error: FieldError): void {
    this.track('info', { type: 'validationError', target, validationErrorCode: code, validationErrorMessage: error.message });
  }

  private track(kind: AnalyticsKind, event: AnalyticsInput): void {
    this.analytics?.add(kind, event);
  }
}
