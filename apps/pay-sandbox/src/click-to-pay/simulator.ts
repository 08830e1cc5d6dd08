import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CLICK_TO_PAY_IDENTITY_TYPES,
  WIDGET_TIMEOUTS,
  type ClickToPayScheme,
  type CtpErrorReason,
} from '@datadeck/contracts/provider';
import type { ClickToPayPaymentMethod, StoredPaymentMethod } from '@datadeck/contracts/provider-api';
import { ProviderError, validationError } from '../http/errors.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { ClickToPayAnswer, ClickToPayBody } from './api.ts';
import { ClickToPayStore, digitalCardKey, payloadKey, type CtpTransaction } from './state.ts';
import { cardsOf, expiryOf, findShopper, isUsable, maskedCard, maskEmail, normaliseEmail } from './test-shoppers.ts';

/** How long the `slowLookup` shopper's identityLookup takes: past the widget's 5 s time-out. */
export const SLOW_LOOKUP_MS = WIDGET_TIMEOUTS.clickToPayMs + 1_500;
/** Wrong codes before the scheme stops accepting any (a new code must be sent). */
export const MAX_WRONG_CODES = 3;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const opaque = (bytes: number): string => randomBytes(bytes).toString('base64url');

/**
 * A scheme's refusal: the provider error body with the reason as `errorCode`, which the SDK
 * rejects with. 401 and 403 are security errors, the rest validation errors.
 */
export function schemeError(reason: CtpErrorReason, message: string, status = 400): ProviderError {
  return new ProviderError(status, reason, message, status === 401 || status === 403 ? 'security' : 'validation');
}

/** The card of a completed checkout, reduced to what a payment decides with (see PaymentService). */
export interface ClickToPayCardSummary {
  scenarioNumber: string;
  card: Omit<StoredPaymentMethod, 'id'>;
}

/**
 * The card schemes' side of Click to Pay, simulated (README, "Click to Pay"): the test shoppers'
 * identities, one-time codes, recognised devices, profiles and checkouts. The sandbox's payments
 * redeem a completed checkout once (`redeem`).
 */
export class ClickToPaySimulator {
  constructor(
    readonly store: ClickToPayStore = new ClickToPayStore(),
    private readonly now: () => number = Date.now,
    private readonly slowLookupMs: number = SLOW_LOOKUP_MS,
  ) {}

  init(
    merchant: Merchant,
    clientKey: string,
    scheme: ClickToPayScheme,
    body: ClickToPayBody<'init'>,
  ): ClickToPayAnswer<'init'> {
    // A live scheme knows only live merchants: the sandbox's test keys are refused there.
    if (body.environment === 'live' && clientKey.startsWith('test_')) {
      throw schemeError('AUTH_INVALID', 'srcInitiatorId: a test client key cannot use the live scheme SDK', 401);
    }
    const transaction: CtpTransaction = {
      srcCorrelationId: `${scheme}-${opaque(18)}`,
      scheme,
      environment: body.environment,
      merchantAccount: merchant.merchantAccount,
      lookedUpEmail: null,
      validationStarted: false,
      wrongCodes: 0,
      shopperEmail: null,
    };
    this.store.transactions.set(transaction.srcCorrelationId, transaction);
    return { srcCorrelationId: transaction.srcCorrelationId };
  }

  /** The transaction of this merchant at this scheme. */
  transaction(merchant: Merchant, scheme: ClickToPayScheme, srcCorrelationId: string): CtpTransaction {
    const transaction = this.store.transactions.get(srcCorrelationId);
    if (
      transaction === undefined ||
      transaction.merchantAccount !== merchant.merchantAccount ||
      transaction.scheme !== scheme
    ) {
      throw schemeError('INVALID_PARAMETER', 'srcCorrelationId: unknown or expired; call init() first', 404);
    }
    return transaction;
  }

  /** Whether this device validated before (and was not unbound): recognised devices skip the code. */
  isRecognized(deviceToken: string | undefined): ClickToPayAnswer<'isRecognized'> {
    const email = deviceToken === undefined ? undefined : this.store.devices.get(deviceToken);
    if (email === undefined || findShopper(email) === undefined) return { recognized: false };
    return { recognized: true, idTokens: [this.issueIdToken(email)] };
  }

  async identityLookup(
    transaction: CtpTransaction,
    body: ClickToPayBody<'identityLookup'>,
  ): Promise<ClickToPayAnswer<'identityLookup'>> {
    const { identityValue, type } = body.consumerIdentity;
    const expected = CLICK_TO_PAY_IDENTITY_TYPES[transaction.scheme];
    if (type !== expected) {
      throw schemeError(
        'ID_FORMAT_UNSUPPORTED',
        `consumerIdentity.type: ${transaction.scheme} identifies consumers by ${expected}`,
      );
    }
    if (!EMAIL.test(identityValue.trim())) {
      throw schemeError('ID_FORMAT_UNSUPPORTED', 'consumerIdentity.identityValue: not an e-mail address');
    }
    const shopper = findShopper(identityValue);
    const present = shopper !== undefined && cardsOf(shopper, transaction.scheme).length > 0;
    // Only the scheme the slow shopper is enrolled with is slow: the time-out names that scheme.
    if (present && shopper.behaviour === 'slowLookup') await sleep(this.slowLookupMs);
    transaction.lookedUpEmail = present ? normaliseEmail(identityValue) : null;
    transaction.validationStarted = false;
    return { consumerPresent: present };
  }

  initiateIdentityValidation(transaction: CtpTransaction): ClickToPayAnswer<'initiateIdentityValidation'> {
    if (transaction.lookedUpEmail === null) {
      throw schemeError('INVALID_STATE', 'no enrolled consumer was looked up in this transaction', 409);
    }
    transaction.validationStarted = true;
    transaction.wrongCodes = 0;
    return { maskedValidationChannel: maskEmail(transaction.lookedUpEmail) };
  }

  completeIdentityValidation(
    transaction: CtpTransaction,
    validationData: string,
  ): ClickToPayAnswer<'completeIdentityValidation'> {
    const email = transaction.lookedUpEmail;
    const shopper = email === null ? undefined : findShopper(email);
    if (!transaction.validationStarted || email === null || shopper === undefined) {
      throw schemeError('INVALID_STATE', 'no code was sent in this transaction', 409);
    }
    if (shopper.behaviour === 'accountInaccessible') {
      throw schemeError('ACCT_INACCESSIBLE', 'the consumer account is locked', 403);
    }
    if (validationData !== shopper.otp) {
      transaction.wrongCodes++;
      if (transaction.wrongCodes >= MAX_WRONG_CODES) {
        transaction.validationStarted = false;
        throw schemeError('RETRIES_EXCEEDED', 'too many wrong codes: send a new one', 422);
      }
      throw schemeError('CODE_INVALID', 'validationData: not the code that was sent', 422);
    }
    transaction.validationStarted = false;
    const deviceToken = opaque(24);
    this.store.devices.set(deviceToken, email);
    return { idToken: this.issueIdToken(email), deviceToken };
  }

  getSrcProfile(transaction: CtpTransaction, idTokens: string[]): ClickToPayAnswer<'getSrcProfile'> {
    const email = idTokens.map((idToken) => this.store.idTokens.get(idToken)).find((found) => found !== undefined);
    const shopper = email === undefined ? undefined : findShopper(email);
    if (email === undefined || shopper === undefined) {
      throw schemeError('AUTH_INVALID', 'idTokens: none is valid', 401);
    }
    transaction.shopperEmail = email;
    const now = this.now();
    return {
      srcCorrelationId: transaction.srcCorrelationId,
      profiles: [
        {
          maskedConsumer: { emailAddress: maskEmail(email) },
          maskedCards: cardsOf(shopper, transaction.scheme).map((card) => maskedCard(card, now)),
        },
      ],
    };
  }

  checkout(transaction: CtpTransaction, srcDigitalCardId: string): ClickToPayAnswer<'checkout'> {
    const shopper = transaction.shopperEmail === null ? undefined : findShopper(transaction.shopperEmail);
    if (shopper === undefined)
      throw schemeError('AUTH_INVALID', 'the consumer is not authenticated: getSrcProfile first', 401);
    const card = cardsOf(shopper, transaction.scheme).find((entry) => entry.srcDigitalCardId === srcDigitalCardId);
    if (card === undefined) {
      throw schemeError('INVALID_PARAMETER', 'srcDigitalCardId: not a card of this consumer at this scheme', 404);
    }
    if (!isUsable(card)) throw schemeError('CARD_INVALID', 'srcDigitalCardId: the card is expired or suspended', 422);
    const dcfActionCode = card.dcfActionCode ?? 'COMPLETE';
    const base = { dcfActionCode, srcCorrelationId: transaction.srcCorrelationId };
    if (dcfActionCode !== 'COMPLETE') return base;
    const record = {
      merchantAccount: transaction.merchantAccount,
      scheme: transaction.scheme,
      srcCorrelationId: transaction.srcCorrelationId,
      card,
    };
    if (transaction.scheme === 'visa') {
      const checkoutResponse = opaque(32);
      this.store.checkouts.set(payloadKey(checkoutResponse), record);
      return { ...base, checkoutResponse };
    }
    this.store.checkouts.set(digitalCardKey(transaction.srcCorrelationId, srcDigitalCardId), record);
    return base;
  }

  unbindAppInstance(
    transaction: CtpTransaction,
    deviceToken: string | undefined,
  ): ClickToPayAnswer<'unbindAppInstance'> {
    if (deviceToken !== undefined) this.store.devices.delete(deviceToken);
    transaction.shopperEmail = null;
    transaction.lookedUpEmail = null;
    transaction.validationStarted = false;
    return {};
  }

  /**
   * A payment with a Click to Pay payment method: the completed checkout it names, for this
   * merchant, used once. Anything else is a 422 naming the field.
   */
  redeem(merchant: Merchant, method: ClickToPayPaymentMethod): ClickToPayCardSummary {
    const key =
      method.srcCheckoutPayload === undefined
        ? digitalCardKey(method.srcCorrelationId, method.srcDigitalCardId ?? '')
        : payloadKey(method.srcCheckoutPayload);
    const record = this.store.checkouts.get(key);
    if (
      record === undefined ||
      record.merchantAccount !== merchant.merchantAccount ||
      record.scheme !== method.srcScheme ||
      record.srcCorrelationId !== method.srcCorrelationId
    ) {
      throw validationError(
        'validation.clickToPay',
        'paymentMethod.srcCorrelationId: no completed Click to Pay checkout matches (unknown, expired or already paid)',
      );
    }
    this.store.checkouts.delete(key);
    const expiry = expiryOf(record.card, this.now());
    return {
      scenarioNumber: record.card.number,
      card: {
        brand: record.scheme,
        lastFour: record.card.number.slice(-4),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
      },
    };
  }

  private issueIdToken(email: string): string {
    const idToken = opaque(24);
    this.store.idTokens.set(idToken, email);
    return idToken;
  }
}
