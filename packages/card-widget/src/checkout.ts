import { clientKeyPrefixFor, type ProviderEnvironment } from '@datadeck/contracts/provider';
import type {
  GiftCardPaymentMethod,
  OrderReference,
  SessionBalanceResponse,
  SessionCancelOrderResponse,
  SessionOrderResponse,
  SessionSetupResponse,
} from '@datadeck/contracts/provider-api';
import type { CheckoutContext, SessionSetup } from './core/context.ts';
import { Analytics } from './core/analytics.ts';
import { lookupShopperCountry } from './core/country.ts';
import { resolveEnvironment, resolveProviderUrl } from './core/environment.ts';
import { WidgetError } from './core/errors.ts';
import { http } from './core/http.ts';
import { loadTranslations, type Translator } from './core/i18n.ts';
import { CardComponent } from './card/card.ts';
import type { CardOptions, CheckoutOptions } from './types.ts';

const LOCALE_PATTERN = /^[a-z]{2}-[A-Z]{2}$/;

/** What the provider needs of an order (callers may pass the whole `createOrder` answer). */
const referenceOf = ({ pspReference, orderData }: OrderReference): OrderReference => ({ pspReference, orderData });

/**
 * The shared part of every component: resolved options, provider calls, translations and the
 * session setup (each loaded once, on the first mount).
 */
export class Checkout implements CheckoutContext {
  readonly environment: ProviderEnvironment;
  readonly providerUrl: string;
  readonly providerOrigin: string;
  readonly locale: string;
  readonly clientKey: string;
  /** The latest sessionData: every session answer replaces it. */
  sessionData: string | undefined;
  private translator: Promise<Translator> | undefined;
  private setupResult: Promise<SessionSetup> | undefined;
  private countryResult: Promise<string> | undefined;
  private analyticsInstance: Analytics | undefined;

  constructor(readonly options: CheckoutOptions) {
    this.environment = resolveEnvironment(options.environment);
    if (!LOCALE_PATTERN.test(options.locale)) {
      throw new WidgetError('IMPLEMENTATION_ERROR', `Locale "${options.locale}" must look like en-US`);
    }
    const prefix = clientKeyPrefixFor(this.environment);
    if (!options.clientKey.startsWith(prefix)) {
      throw new WidgetError(
        'IMPLEMENTATION_ERROR',
        `The client key must start with "${prefix}" for the ${this.environment} environment`,
      );
    }
    if (options.session && !options.session.id) {
      throw new WidgetError('IMPLEMENTATION_ERROR', 'The session needs an id');
    }
    // With a session the country may come from its setup; without one the merchant must give it.
    if (!options.session && !options.countryCode) {
      throw new WidgetError('IMPLEMENTATION_ERROR', 'countryCode is required when there is no session');
    }
    this.providerUrl = resolveProviderUrl(this.environment, options.providerUrl);
    this.providerOrigin = new URL(this.providerUrl).origin;
    this.locale = options.locale;
    this.clientKey = options.clientKey;
    this.sessionData = options.session?.sessionData;
  }

  get sessionId(): string | undefined {
    return this.options.session?.id;
  }

  /** `{providerUrl}{path}?{param}={clientKey}`: SPEC §7 names the query `token` or `clientKey` per call. */
  url(path: string, param: 'clientKey' | 'token' = 'clientKey'): string {
    return `${this.providerUrl}${path}?${param}=${encodeURIComponent(this.clientKey)}`;
  }

  post<T>(path: string, body: unknown, param: 'clientKey' | 'token' = 'clientKey'): Promise<T> {
    return http<T>(this.url(path, param), { body });
  }

  translations(): Promise<Translator> {
    this.translator ??= loadTranslations(this.providerUrl, this.locale, this.options.translations);
    return this.translator;
  }

  /** Session flow: `/setup` gives amount, country and the allowed brands. */
  setup(): Promise<SessionSetup> {
    this.setupResult ??= this.loadSetup();
    return this.setupResult;
  }

  private async loadSetup(): Promise<SessionSetup> {
    const { session, amount, countryCode } = this.options;
    if (!session) return { amount, countryCode };
    const result = await this.sessionCall<SessionSetupResponse>('setup', {});
    const scheme = result.paymentMethods.paymentMethods.find((method) => method.type === 'scheme');
    // Neither the merchant nor the session knows the country: the shopper's IP tells it, else AU.
    const country = countryCode ?? result.countryCode ?? (await this.shopperCountry());
    return { amount: amount ?? result.amount, countryCode: country, brands: scheme?.brands ?? [] };
  }

  /** SPEC §7 client-IP country lookup (once per checkout); 'AU' when it fails (SPEC §8). */
  shopperCountry(): Promise<string> {
    this.countryResult ??= lookupShopperCountry(this.providerUrl, this.clientKey);
    return this.countryResult;
  }

  /** SPEC §7 `/paymentMethodBalance`: a gift card's balance and transaction limit, within the session. */
  checkBalance(paymentMethod: GiftCardPaymentMethod, order?: OrderReference): Promise<SessionBalanceResponse> {
    return this.sessionCall('paymentMethodBalance', { paymentMethod, ...(order ? { order: referenceOf(order) } : {}) });
  }

  /** SPEC §7 `/orders`: opens an order for the session's amount, so it can be paid in parts. */
  createOrder(): Promise<SessionOrderResponse> {
    return this.sessionCall('orders', {});
  }

  /** SPEC §7 `/orders/cancel`: cancels the session's open order. */
  cancelOrder(order: OrderReference): Promise<SessionCancelOrderResponse> {
    return this.sessionCall('orders/cancel', { order: referenceOf(order) });
  }

  /**
   * A call of the session (`/v1/sessions/{id}/{call}`) with the latest sessionData; its answer's
   * sessionData replaces it. Without a session: IMPLEMENTATION_ERROR.
   */
  private async sessionCall<T extends { sessionData: string }>(call: string, body: object): Promise<T> {
    const { session } = this.options;
    if (!session) throw new WidgetError('IMPLEMENTATION_ERROR', `${call} needs a session`);
    const result = await this.post<T>(`/v1/sessions/${encodeURIComponent(session.id)}/${call}`, {
      sessionData: this.sessionData,
      ...body,
    });
    this.sessionData = result.sessionData;
    return result;
  }

  analytics(component: string): Analytics {
    this.analyticsInstance ??= new Analytics({
      providerUrl: this.providerUrl,
      clientKey: this.clientKey,
      locale: this.locale,
      enabled: this.options.analytics?.enabled !== false,
      component,
      ...(this.sessionId ? { sessionId: this.sessionId } : {}),
    });
    return this.analyticsInstance;
  }

  create(type: 'card', options: CardOptions = {}): CardComponent {
    if (type !== 'card') throw new WidgetError('IMPLEMENTATION_ERROR', `Unknown component "${String(type)}"`);
    return new CardComponent(this, options);
  }
}
