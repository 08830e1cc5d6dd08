import {
  CLICK_TO_PAY_IDENTITY_TYPES,
  WIDGET_TIMEOUTS,
  type ClickToPayScheme,
  type SrcInitParams,
  type SrcProfileResult,
} from '@datadeck/contracts/provider';
import type { ClickToPayPaymentMethod } from '@datadeck/contracts/provider-api';
import { toWidgetError, type WidgetError } from '../core/errors.ts';
import { sortCards, toClickToPayCard, type ClickToPayCard } from './cards.ts';
import { ClickToPayError, ClickToPayTimeoutError, fromSchemeRejection } from './errors.ts';
import type { SchemeSdk } from './sdk-loader.ts';
import { withTimeout } from './timeout.ts';

/** SPEC §4 Click to Pay service states. */
export const CTP_STATES = [
  'Idle',
  'Loading',
  'ShopperIdentified',
  'OneTimePassword',
  'Ready',
  'Login',
  'NotAvailable',
] as const;
export type CtpState = (typeof CTP_STATES)[number];

export interface ClickToPayServiceOptions {
  /** The schemes' SDK objects (loaded from the provider by sdk-loader.ts). */
  loadSdks(): Promise<SchemeSdk[]>;
  initParams: SrcInitParams;
  /** The e-mail the merchant knows: looked up at start. */
  shopperEmail?: string | undefined;
  timeoutMs?: number;
  onStateChange?(state: CtpState): void;
  /** A failure that made Click to Pay unavailable (script, time-out, scheme error). */
  onUnavailable?(error: WidgetError): void;
  now?(): Date;
}

/**
 * The Click to Pay service (SPEC §4): initialise → Loading; a recognised device's profile → Ready;
 * else a known, enrolled e-mail → ShopperIdentified; else, and on any error, NotAvailable.
 * Identity validation → OneTimePassword; finishing it → Ready; logout unbinds → Login. Every scheme
 * call has WIDGET_TIMEOUTS.clickToPayMs; a time-out (REQUEST_TIMEOUT) makes it NotAvailable.
 * A logout wins over a shopper's step still on its way: that step's answer, or failure, is dropped.
 */
export class ClickToPayService {
  state: CtpState = 'Idle';
  /** The profile's cards in SPEC §4 order (Ready). */
  cards: ClickToPayCard[] = [];
  /** Where the code went (OneTimePassword). */
  maskedChannel: string | null = null;
  /** The e-mail the shopper was identified with, if any. */
  shopperEmail: string | null = null;
  private sdks: SchemeSdk[] = [];
  /** The scheme that found the shopper: it sends and checks the code. */
  private validation: SchemeSdk | null = null;
  private readonly timeoutMs: number;
  /** Each logout starts a new one: a shopper's step from an earlier one no longer applies. */
  private generation = 0;

  constructor(private readonly options: ClickToPayServiceOptions) {
    this.timeoutMs = options.timeoutMs ?? WIDGET_TIMEOUTS.clickToPayMs;
  }

  async initialize(): Promise<void> {
    this.setState('Loading');
    try {
      this.sdks = await this.options.loadSdks();
      await Promise.all(this.sdks.map((entry) => this.call(entry, 'init', (sdk) => sdk.init(this.options.initParams))));
      const recognised = await this.recognisedIdTokens();
      if (recognised) {
        this.cards = await this.profileCards(recognised);
        this.setState('Ready');
        return;
      }
      const email = this.options.shopperEmail?.trim();
      const validation = email ? await this.lookup(email) : null;
      if (email && validation) {
        this.identified(email, validation);
        return;
      }
      this.setState('NotAvailable');
    } catch (error) {
      this.unavailable(error);
    }
  }

  /** Sends the code (again): OneTimePassword. */
  async startIdentityValidation(): Promise<void> {
    await this.shopperStep(async (current) => {
      const validation = this.validationScheme();
      const result = await this.call(validation, 'initiateIdentityValidation', (sdk) =>
        sdk.initiateIdentityValidation(),
      );
      if (!current()) return;
      this.maskedChannel = result.maskedValidationChannel;
      this.setState('OneTimePassword');
    });
  }

  /** Checks the code, fetches the profile: Ready. */
  async finishIdentityValidation(otp: string): Promise<void> {
    await this.shopperStep(async (current) => {
      const validation = this.validationScheme();
      const { idToken } = await this.call(validation, 'completeIdentityValidation', (sdk) =>
        sdk.completeIdentityValidation({ validationData: otp }),
      );
      const cards = await this.profileCards([idToken]);
      if (!current()) return;
      this.cards = cards;
      this.setState('Ready');
    });
  }

  /** Login: an e-mail enrolled with a scheme is ShopperIdentified (next: its code); any other is NOT_FOUND. */
  async login(email: string): Promise<void> {
    await this.shopperStep(async (current) => {
      const validation = await this.lookup(email.trim());
      if (!validation) throw new ClickToPayError('NOT_FOUND', 'No Click to Pay account found for this e-mail address');
      if (current()) this.identified(email.trim(), validation);
    });
  }

  /** Forgets the shopper on this device at every scheme (unbind), then asks for an e-mail: Login. */
  async logout(): Promise<void> {
    this.generation += 1;
    const results = await Promise.allSettled(
      this.sdks.map((entry) => this.call(entry, 'unbindAppInstance', (sdk) => sdk.unbindAppInstance())),
    );
    for (const result of results) {
      // Logged out here regardless: the failure is reported, the shopper is not kept.
      if (result.status === 'rejected') this.options.onUnavailable?.(toWidgetError(result.reason));
    }
    this.cards = [];
    this.shopperEmail = null;
    this.maskedChannel = null;
    this.validation = null;
    this.setState('Login');
  }

  /** The scheme's checkout of a card: the payment method the provider pays with. */
  async checkout(card: ClickToPayCard): Promise<ClickToPayPaymentMethod> {
    return this.guard(async () => {
      const entry = this.sdks.find((candidate) => candidate.scheme === card.scheme);
      if (!entry) throw new ClickToPayError('INVALID_STATE', `No ${card.scheme} Click to Pay SDK`);
      const result = await this.call(entry, 'checkout', (sdk) =>
        sdk.checkout({ srcDigitalCardId: card.srcDigitalCardId }),
      );
      if (result.dcfActionCode !== 'COMPLETE') {
        throw new ClickToPayError(result.dcfActionCode, 'Checkout through Scheme DCF did not complete');
      }
      const base = {
        type: 'scheme' as const,
        srcScheme: card.scheme,
        srcCorrelationId: result.srcCorrelationId,
        brand: card.scheme,
      };
      return result.checkoutResponse
        ? { ...base, srcCheckoutPayload: result.checkoutResponse }
        : { ...base, srcDigitalCardId: card.srcDigitalCardId };
    });
  }

  // ---- scheme calls ----------------------------------------------------------------------------

  /** SPEC §7: each scheme call within the operation time-out; its rejection as a ClickToPayError. */
  private call<T>(entry: SchemeSdk, source: string, operation: (sdk: SchemeSdk['sdk']) => Promise<T>): Promise<T> {
    return withTimeout(
      operation(entry.sdk),
      this.timeoutMs,
      () => new ClickToPayTimeoutError(source, entry.scheme),
    ).catch((error: unknown) => {
      throw fromSchemeRejection(error, source, entry.scheme);
    });
  }

  /** The first scheme (in the configured order) that recognises this device. */
  private async recognisedIdTokens(): Promise<string[] | null> {
    const answers = await Promise.all(
      this.sdks.map((entry) => this.call(entry, 'isRecognized', (sdk) => sdk.isRecognized())),
    );
    const recognised = answers.find((answer) => answer.recognized && answer.idTokens && answer.idTokens.length > 0);
    return recognised?.idTokens ?? null;
  }

  /** identityLookup at every scheme; the first (in order) that knows the shopper validates them. */
  private async lookup(email: string): Promise<SchemeSdk | null> {
    const answers = await Promise.all(
      this.sdks.map((entry) =>
        this.call(entry, 'identityLookup', (sdk) =>
          sdk.identityLookup({
            consumerIdentity: { identityValue: email, type: CLICK_TO_PAY_IDENTITY_TYPES[entry.scheme] },
          }),
        ),
      ),
    );
    return this.sdks[answers.findIndex((answer) => answer.consumerPresent)] ?? null;
  }

  private identified(email: string, validation: SchemeSdk): void {
    this.shopperEmail = email;
    this.validation = validation;
    this.setState('ShopperIdentified');
  }

  private async profileCards(idTokens: string[]): Promise<ClickToPayCard[]> {
    const profiles: Array<[ClickToPayScheme, SrcProfileResult]> = await Promise.all(
      this.sdks.map(async (entry) => {
        const profile = await this.call(entry, 'getSrcProfile', (sdk) => sdk.getSrcProfile({ idTokens }));
        return [entry.scheme, profile] as [ClickToPayScheme, SrcProfileResult];
      }),
    );
    const now = this.options.now?.() ?? new Date();
    return sortCards(
      profiles.flatMap(([scheme, profile]) =>
        profile.profiles.flatMap((entry) =>
          entry.maskedCards.map((card) => toClickToPayCard(scheme, profile.srcCorrelationId, card, now)),
        ),
      ),
    );
  }

  private validationScheme(): SchemeSdk {
    if (!this.validation) throw new ClickToPayError('INVALID_STATE', 'No shopper to validate: look one up first');
    return this.validation;
  }

  // ---- state -----------------------------------------------------------------------------------

  /**
   * A shopper's step (a code, a login) under guard; `current()` says no logout came since it
   * started. A step overtaken by a logout changes nothing and reports nothing: the shopper has left.
   */
  private async shopperStep(step: (current: () => boolean) => Promise<void>): Promise<void> {
    const generation = this.generation;
    const current = () => generation === this.generation;
    try {
      await this.guard(() => step(current), current);
    } catch (error) {
      if (current()) throw error;
    }
  }

  /** Runs a step; a time-out makes Click to Pay NotAvailable (unless a logout overtook the step), other errors go to the caller. */
  private async guard<T>(step: () => Promise<T>, current: () => boolean = () => true): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof ClickToPayTimeoutError && current()) this.unavailable(error);
      throw error;
    }
  }

  private unavailable(error: unknown): void {
    this.options.onUnavailable?.(toWidgetError(error));
    this.setState('NotAvailable');
  }

  private setState(state: CtpState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
