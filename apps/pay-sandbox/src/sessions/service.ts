import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  PaymentResponse,
  SessionResponse,
  SessionResult,
  SessionSetupResponse,
} from '@datadeck/contracts/provider-api';
import { ProviderError, securityError } from '../http/errors.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { PaymentService, ShopperInput } from '../payments/service.ts';
import type { Session, Store } from '../store.ts';

const SESSION_TTL_MS = 60 * 60_000;
const DEFAULT_BRANDS = ['mc', 'visa', 'amex'];
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export interface NewSession {
  amount: { currency: string; value: number };
  reference: string;
  returnUrl: string;
  countryCode?: string | undefined;
  shopperLocale?: string | undefined;
  shopperReference?: string | undefined;
  storePaymentMethod?: boolean | undefined;
  allowedBrands?: string[] | undefined;
}

/**
 * Checkout sessions: the merchant's server creates one (API key) and hands `{id, sessionData}` to
 * the page; the browser then pays with the client key, proving the session with sessionData.
 */
export class SessionService {
  constructor(
    private readonly store: Store,
    private readonly payments: PaymentService,
    private readonly now: () => number = Date.now,
  ) {}

  create(merchant: Merchant, request: NewSession): SessionResponse {
    const session: Session = {
      id: `CS${randomBytes(12).toString('hex').toUpperCase()}`,
      // Opaque and unguessable: the browser's proof that it was handed this session.
      sessionData: randomBytes(32).toString('base64url'),
      merchantAccount: merchant.merchantAccount,
      amount: request.amount,
      reference: request.reference,
      returnUrl: request.returnUrl,
      countryCode: request.countryCode,
      shopperLocale: request.shopperLocale,
      shopperReference: request.shopperReference,
      storePaymentMethod: request.storePaymentMethod === true,
      allowedBrands: request.allowedBrands,
      expiresAt: this.now() + SESSION_TTL_MS,
    };
    this.store.sessions.set(session.id, session);
    return {
      id: session.id,
      sessionData: session.sessionData,
      amount: session.amount,
      reference: session.reference,
      returnUrl: session.returnUrl,
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  }

  /** The session, for the merchant of the client key, proven by its sessionData (also for its orders). */
  open(merchant: Merchant, id: string, sessionData: string): Session {
    const session = this.store.sessions.get(id);
    if (session === undefined || session.merchantAccount !== merchant.merchantAccount) {
      throw new ProviderError(404, 'session.notFound', 'id: unknown session', 'validation');
    }
    if (session.expiresAt <= this.now())
      throw new ProviderError(410, 'session.expired', 'id: the session has expired', 'validation');
    if (!timingSafeEqual(digest(sessionData), digest(session.sessionData))) {
      throw securityError(403, 'security.sessionData', 'sessionData: does not belong to this session');
    }
    return session;
  }

  setup(merchant: Merchant, id: string, sessionData: string): SessionSetupResponse {
    const session = this.open(merchant, id, sessionData);
    return {
      id: session.id,
      sessionData: session.sessionData,
      amount: session.amount,
      ...(session.countryCode === undefined ? {} : { countryCode: session.countryCode }),
      ...(session.shopperLocale === undefined ? {} : { shopperLocale: session.shopperLocale }),
      paymentMethods: {
        paymentMethods: [{ type: 'scheme', name: 'Cards', brands: session.allowedBrands ?? DEFAULT_BRANDS }],
      },
    };
  }

  async pay(
    merchant: Merchant,
    id: string,
    request: ShopperInput & { sessionData: string },
    requestOrigin: string | null,
  ): Promise<SessionResult> {
    const session = this.open(merchant, id, request.sessionData);
    const order = {
      merchant,
      amount: session.amount,
      reference: session.reference,
      storePaymentMethod: session.storePaymentMethod,
      sessionId: session.id,
      allowedBrands: session.allowedBrands,
    };
    return this.result(session, await this.payments.pay(order, request, requestOrigin));
  }

  details(
    merchant: Merchant,
    id: string,
    request: { sessionData: string; details: { threeDSResult: string }; paymentData?: string | undefined },
  ): SessionResult {
    const session = this.open(merchant, id, request.sessionData);
    return this.result(session, this.payments.details(merchant, request, session.id));
  }

  /** A final answer carries `sessionResult`, an opaque summary the merchant's server may check. */
  private result(session: Session, payment: PaymentResponse): SessionResult {
    const final = payment.action === undefined;
    return {
      sessionData: session.sessionData,
      resultCode: payment.resultCode,
      ...(payment.action === undefined ? {} : { action: payment.action }),
      ...(final
        ? {
            sessionResult: Buffer.from(
              JSON.stringify({ id: session.id, pspReference: payment.pspReference, resultCode: payment.resultCode }),
            ).toString('base64url'),
          }
        : {}),
      ...(payment.storedPaymentMethod === undefined ? {} : { storedPaymentMethod: payment.storedPaymentMethod }),
    };
  }
}
