import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CardPaymentMethod,
  ShopperPaymentMethod,
  PaymentDetailsRequest,
  PaymentResponse,
  StoredPaymentMethod,
  SubmitFingerprintResponse,
  ThreeDS2Action,
} from '@datadeck/contracts/provider-api';
import type { FastifyBaseLogger } from 'fastify';
import type { ClickToPaySimulator } from '../click-to-pay/simulator.ts';
import { brandOfCard, fundingOfCard } from '../bins/lookup.ts';
import { scenarioOf } from '../cards/test-cards.ts';
import { checkKoreanAuthentication, checkSocialSecurityNumber } from '../cards/country-fields.ts';
import { checkCardNumber, checkExpiry, checkSecurityCode } from '../cards/validate.ts';
import { originOf } from '../config.ts';
import { decryptField } from '../crypto/decrypt.ts';
import type { ProviderKeys } from '../crypto/keys.ts';
import { validationError } from '../http/errors.ts';
import type { Merchant, MerchantTable } from '../merchants/merchants.ts';
import type { PaymentRecord, PendingPayment, Store } from '../store.ts';
import { deviceFingerprintOf } from '../risk/client-data.ts';
import { checkShopperExtras, type ShopperExtras } from './shopper-extras.ts';
import {
  challengeToken,
  decodeChallengeResult,
  decodeFingerprintResult,
  encodeToken,
  fingerprintToken,
} from '../three-ds/tokens.ts';

/** What the merchant (or the session) orders. */
export interface PaymentOrder {
  merchant: Merchant;
  amount: { currency: string; value: number };
  reference: string;
  storePaymentMethod: boolean;
  sessionId: string | null;
  /** A session's brands: a card of another brand is refused before anything else happens. */
  allowedBrands?: readonly string[] | undefined;
}

/** What the shopper's browser contributes (through the merchant's server or a session call). */
export interface ShopperInput {
  /** A card's encrypted fields, or a completed Click to Pay checkout (`srcScheme`). */
  paymentMethod: ShopperPaymentMethod;
  /** The host page's origin named in the request body, if any. */
  origin?: string | undefined;
  installments?: ShopperExtras['installments'];
  /** Brazilian cards: the shopper's CPF or CNPJ (SPEC §5). */
  socialSecurityNumber?: string | undefined;
  fastCheckout?: ShopperExtras['fastCheckout'];
  /** The risk module's `clientData` (base64 JSON with the device fingerprint). */
  riskData?: { clientData: string } | undefined;
}

/** The card, decrypted and checked, reduced to what may outlive this function. */
interface CardSummary {
  scenarioNumber: string;
  card: Omit<StoredPaymentMethod, 'id'>;
}

const pspReference = (): string => randomBytes(8).toString('hex').toUpperCase();
const opaqueId = (): string => randomBytes(24).toString('base64url');

/**
 * The Checkout API's decisions: decrypt and check the card, decide by the test-card table, run
 * 3-D Secure 2 against the sandbox ACS, store the card when asked. Decrypted values stay inside
 * `readCard`; only brand, last four, expiry and holder name leave it.
 */
export class PaymentService {
  constructor(
    private readonly keys: ProviderKeys,
    private readonly store: Store,
    private readonly merchants: MerchantTable,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /** The simulated schemes, whose completed Click to Pay checkouts a payment may redeem. */
    private readonly clickToPay?: ClickToPaySimulator,
  ) {}

  /** The card behind the payment method: decrypted fields, or the card of a Click to Pay checkout. */
  private async readPaymentMethod(merchant: Merchant, method: ShopperPaymentMethod): Promise<CardSummary> {
    if (method.srcScheme === undefined) return this.readCard(method);
    if (this.clickToPay === undefined) {
      throw validationError('validation.clickToPay', 'paymentMethod.srcScheme: Click to Pay is not offered here');
    }
    return this.clickToPay.redeem(merchant, method);
  }

  private async readCard(method: CardPaymentMethod): Promise<CardSummary> {
    const number = await decryptField(this.keys, method.encryptedCardNumber, 'number', 'validation.cardNumber');
    const month = await decryptField(this.keys, method.encryptedExpiryMonth, 'expiryMonth', 'validation.expiryDate');
    const year = await decryptField(this.keys, method.encryptedExpiryYear, 'expiryYear', 'validation.expiryDate');
    checkCardNumber(number);
    const expiry = checkExpiry(month, year);
    const brand = await brandOfCard(number, method.brand);
    if (method.encryptedSecurityCode !== undefined) {
      checkSecurityCode(
        await decryptField(this.keys, method.encryptedSecurityCode, 'cvc', 'validation.securityCode'),
        brand,
      );
    }
    await checkKoreanAuthentication(this.keys, number, method);
    return {
      // Only the test-card lookup sees the number; it is not stored.
      scenarioNumber: number,
      card: {
        brand,
        lastFour: number.slice(-4),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        ...(method.holderName === undefined || method.holderName === '' ? {} : { holderName: method.holderName }),
      },
    };
  }

  private storeCard(merchant: Merchant, card: Omit<StoredPaymentMethod, 'id'>): StoredPaymentMethod {
    const stored = { id: `card_${randomUUID().replaceAll('-', '')}`, ...card };
    this.store.storedCards.set(stored.id, { ...stored, merchantAccount: merchant.merchantAccount });
    return stored;
  }

  /**
   * Where the 3DS pages may be framed and post their result: the origin named in the body, else
   * the request's Origin, else the merchant's default; it must be one the merchant allows.
   */
  private hostOrigin(merchant: Merchant, bodyOrigin: string | undefined, requestOrigin: string | null): string {
    const origin = bodyOrigin === undefined ? (requestOrigin ?? merchant.defaultHostOrigin) : originOf(bodyOrigin);
    if (origin === null || !this.merchants.allowsOrigin(merchant, origin)) {
      throw validationError('validation.origin', 'origin: not an origin allowed for this merchant');
    }
    return origin;
  }

  async pay(order: PaymentOrder, shopper: ShopperInput, requestOrigin: string | null): Promise<PaymentResponse> {
    const { scenarioNumber, card } = await this.readPaymentMethod(order.merchant, shopper.paymentMethod);
    if (order.allowedBrands !== undefined && !order.allowedBrands.includes(card.brand)) {
      throw validationError('validation.brand', `paymentMethod.brand: ${card.brand} is not accepted here`);
    }
    checkSocialSecurityNumber(scenarioNumber, shopper.socialSecurityNumber);
    const deviceFingerprint = deviceFingerprintOf(shopper.riskData);
    const extras: ShopperExtras = {
      ...checkShopperExtras(
        { installments: shopper.installments, fastCheckout: shopper.fastCheckout },
        { amountValue: order.amount.value, brand: card.brand, fundingSource: fundingOfCard(scenarioNumber) },
      ),
      ...(deviceFingerprint === undefined ? {} : { deviceFingerprint }),
    };
    const scenario = scenarioOf(scenarioNumber);
    const base = { pspReference: pspReference(), merchantReference: order.reference, amount: order.amount };
    const storeCard = order.amount.value === 0 || order.storePaymentMethod;
    const done = (response: PaymentResponse): PaymentResponse => {
      this.log.info(
        { pspReference: response.pspReference, resultCode: response.resultCode, brand: card.brand },
        'payment',
      );
      this.record(response, {
        merchantAccount: order.merchant.merchantAccount,
        amount: order.amount,
        sessionId: order.sessionId,
        card,
        extras,
      });
      return response;
    };
    if (scenario.outcome === 'refused') {
      return done({ ...base, resultCode: 'Refused', refusalReason: scenario.refusalReason });
    }
    if (scenario.outcome === 'authorised') {
      return done({
        ...base,
        resultCode: 'Authorised',
        ...(storeCard ? { storedPaymentMethod: this.storeCard(order.merchant, card) } : {}),
      });
    }
    const pending: PendingPayment = {
      paymentData: opaqueId(),
      pspReference: base.pspReference,
      merchantAccount: order.merchant.merchantAccount,
      reference: order.reference,
      amount: order.amount,
      card,
      storeCard,
      scenario: scenario.flow,
      sessionId: order.sessionId,
      hostOrigin: this.hostOrigin(order.merchant, shopper.origin, requestOrigin),
      threeDSServerTransID: randomUUID(),
      acsTransID: randomUUID(),
      methodCompleted: false,
      challengeIssued: false,
      transStatus: null,
      extras,
    };
    this.store.pendingPayments.set(pending.paymentData, pending);
    this.store.transactions.set(pending.threeDSServerTransID, pending.paymentData);
    return done({ ...base, resultCode: 'IdentifyShopper', action: this.action(pending, 'fingerprint') });
  }

  /** Keeps a finished payment (not one waiting for 3-D Secure) for GET /sandbox/payments/:pspReference. */
  private record(
    response: PaymentResponse,
    payment: {
      merchantAccount: string;
      amount: PaymentRecord['amount'];
      sessionId: string | null;
      card: { brand: string; lastFour: string };
      extras: ShopperExtras;
    },
  ): void {
    const { resultCode } = response;
    if (resultCode === 'IdentifyShopper' || resultCode === 'ChallengeShopper') return;
    const record: PaymentRecord = {
      pspReference: response.pspReference,
      merchantAccount: payment.merchantAccount,
      reference: response.merchantReference,
      amount: payment.amount,
      resultCode,
      sessionId: payment.sessionId,
      card: { brand: payment.card.brand, lastFour: payment.card.lastFour },
      ...payment.extras,
    };
    this.store.payments.set(record.pspReference, record);
  }

  private action(pending: PendingPayment, subtype: 'fingerprint' | 'challenge'): ThreeDS2Action {
    const token =
      subtype === 'fingerprint'
        ? fingerprintToken(this.publicUrl, pending.threeDSServerTransID)
        : challengeToken(this.publicUrl, pending.threeDSServerTransID, pending.acsTransID);
    return {
      type: 'threeDS2',
      subtype,
      token: encodeToken(token),
      paymentData: pending.paymentData,
      paymentMethodType: 'scheme',
    };
  }

  /** `sessionId` undefined: any payment of the merchant (submitThreeDS2Fingerprint names no session). */
  private pendingFor(
    merchant: Merchant,
    paymentData: string | undefined,
    threeDSServerTransID: string | undefined,
    sessionId: string | null | undefined,
  ): PendingPayment {
    const pending =
      paymentData !== undefined
        ? this.store.pendingPayments.get(paymentData)
        : threeDSServerTransID === undefined
          ? undefined
          : this.store.pendingByTransaction(threeDSServerTransID);
    if (
      pending === undefined ||
      pending.merchantAccount !== merchant.merchantAccount ||
      (sessionId !== undefined && pending.sessionId !== sessionId)
    ) {
      throw validationError('validation.paymentData', 'paymentData: unknown or expired payment');
    }
    return pending;
  }

  /** The 3DS method is done: frictionless cards are authenticated now, the others get a challenge. */
  submitFingerprint(
    merchant: Merchant,
    request: { fingerprintResult: string; paymentData: string },
  ): SubmitFingerprintResponse {
    if (decodeFingerprintResult(request.fingerprintResult) === null) {
      throw validationError('validation.fingerprintResult', 'fingerprintResult: not base64 JSON with threeDSCompInd');
    }
    const pending = this.pendingFor(merchant, request.paymentData, undefined, undefined);
    if (pending.scenario === 'frictionless') {
      pending.transStatus = 'Y';
      const threeDSResult = encodeToken({ transStatus: 'Y', threeDSServerTransID: pending.threeDSServerTransID });
      return { type: 'completed', details: { threeDSResult } };
    }
    pending.challengeIssued = true;
    return { type: 'action', action: this.action(pending, 'challenge') };
  }

  /**
   * Ends a 3DS payment. The decision is the transaction status the ACS recorded; the browser's
   * `threeDSResult` must only agree with it. Whatever the outcome, the pending payment is gone
   * afterwards, so a result cannot be replayed:
   * - unknown/expired paymentData, or an undecodable threeDSResult → 422;
   * - no status recorded yet (challenge not finished) → Refused;
   * - a claim that differs from the record → Refused;
   * - recorded Y → Authorised, N → Refused, U → Cancelled.
   */
  details(merchant: Merchant, request: PaymentDetailsRequest, sessionId: string | null): PaymentResponse {
    const claim = decodeChallengeResult(request.details.threeDSResult);
    if (claim === null)
      throw validationError(
        'validation.threeDSResult',
        'details.threeDSResult: not base64 JSON with transStatus and threeDSServerTransID',
      );
    const pending = this.pendingFor(merchant, request.paymentData, claim.threeDSServerTransID, sessionId);
    this.store.finishPending(pending);
    const base = { pspReference: pending.pspReference, merchantReference: pending.reference, amount: pending.amount };
    let response: PaymentResponse;
    if (pending.transStatus === null) {
      response = { ...base, resultCode: 'Refused', refusalReason: '3D Secure authentication not completed' };
    } else if (
      claim.transStatus !== pending.transStatus ||
      claim.threeDSServerTransID !== pending.threeDSServerTransID
    ) {
      response = {
        ...base,
        resultCode: 'Refused',
        refusalReason: '3D Secure result does not match the authentication',
      };
    } else if (pending.transStatus === 'Y') {
      response = {
        ...base,
        resultCode: 'Authorised',
        ...(pending.storeCard ? { storedPaymentMethod: this.storeCard(merchant, pending.card) } : {}),
      };
    } else if (pending.transStatus === 'N') {
      response = { ...base, resultCode: 'Refused', refusalReason: '3D Not Authenticated' };
    } else {
      response = { ...base, resultCode: 'Cancelled' };
    }
    this.log.info({ pspReference: response.pspReference, resultCode: response.resultCode }, 'payment details');
    this.record(response, {
      merchantAccount: pending.merchantAccount,
      amount: pending.amount,
      sessionId: pending.sessionId,
      card: pending.card,
      extras: pending.extras,
    });
    return response;
  }
}
