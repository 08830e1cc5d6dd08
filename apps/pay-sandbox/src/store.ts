import type { AnalyticsEvent, StoredPaymentMethod } from '@datadeck/contracts/provider-api';
import type { OrderStatus, PaymentResultCode, ThreeDSTransStatus } from '@datadeck/contracts/provider';
import type { ShopperExtras } from './payments/shopper-extras.ts';

const HOUR_MS = 60 * 60_000;

/**
 * A Map with a time to live and a size bound: the oldest entry goes first when full, so a flood
 * of sessions or payments cannot grow the sandbox's memory without end.
 */
export class BoundedTtlMap<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}

export interface Session {
  id: string;
  sessionData: string;
  merchantAccount: string;
  amount: { currency: string; value: number };
  reference: string;
  returnUrl: string;
  countryCode: string | undefined;
  shopperLocale: string | undefined;
  shopperReference: string | undefined;
  storePaymentMethod: boolean;
  allowedBrands: string[] | undefined;
  expiresAt: number;
}

/** What a payment waiting for 3-D Secure keeps: never the card number, expiry or code. */
export interface PendingPayment {
  paymentData: string;
  pspReference: string;
  merchantAccount: string;
  reference: string;
  amount: { currency: string; value: number };
  /** Only what a stored token shows, kept for when the payment is authorised. */
  card: Omit<StoredPaymentMethod, 'id'>;
  storeCard: boolean;
  scenario: 'frictionless' | 'challenge';
  sessionId: string | null;
  /** The host page's origin: the ACS pages may be framed by it and post their result to it. */
  hostOrigin: string;
  threeDSServerTransID: string;
  acsTransID: string;
  /** What the ACS recorded; the only input of the payment's decision. */
  methodCompleted: boolean;
  challengeIssued: boolean;
  transStatus: ThreeDSTransStatus | null;
  /** The shopper's installments and fast-checkout choice, recorded when the payment ends. */
  extras: ShopperExtras;
}

/** A finished payment as the sandbox keeps it (never card data beyond brand and last four). */
export interface PaymentRecord {
  pspReference: string;
  merchantAccount: string;
  reference: string;
  amount: { currency: string; value: number };
  resultCode: PaymentResultCode;
  sessionId: string | null;
  card: { brand: string; lastFour: string };
  installments?: ShopperExtras['installments'];
  fastCheckout?: ShopperExtras['fastCheckout'];
  deviceFingerprint?: ShopperExtras['deviceFingerprint'];
}

export interface AnalyticsAttempt {
  merchantAccount: string;
  setup: Record<string, unknown>;
  events: Array<AnalyticsEvent & { kind: 'info' | 'logs' | 'errors' }>;
}

/** An order of a session: the amount paid in parts, and what remains due. */
export interface SessionOrder {
  pspReference: string;
  /** Opaque and unguessable: the browser's proof that it was handed this order. */
  orderData: string;
  sessionId: string;
  merchantAccount: string;
  amount: { currency: string; value: number };
  remainingAmount: { currency: string; value: number };
  status: OrderStatus;
  expiresAt: number;
}

/** Analytics events kept per attempt: the newest, enough for tests and a look by hand. */
export const MAX_EVENTS_PER_ATTEMPT = 500;

/** The sandbox's whole state, in memory: a restart forgets it. */
export class Store {
  /** Kept an hour past their own 1 h expiry, so a late call is told 410 (expired), not 404. */
  readonly sessions = new BoundedTtlMap<string, Session>(10_000, 2 * HOUR_MS);
  readonly pendingPayments = new BoundedTtlMap<string, PendingPayment>(10_000, HOUR_MS);
  /** threeDSServerTransID → paymentData: the ACS pages know the transaction, not the payment. */
  readonly transactions = new BoundedTtlMap<string, string>(10_000, HOUR_MS);
  readonly storedCards = new BoundedTtlMap<string, StoredPaymentMethod & { merchantAccount: string }>(
    10_000,
    30 * 24 * HOUR_MS,
  );
  readonly analytics = new BoundedTtlMap<string, AnalyticsAttempt>(10_000, HOUR_MS);
  /** Finished payments by pspReference, for the sandbox-only GET /sandbox/payments/:pspReference. */
  readonly payments = new BoundedTtlMap<string, PaymentRecord>(10_000, 24 * HOUR_MS);
  /** Session orders (partial payments) by pspReference; kept past their expiry like sessions. */
  readonly orders = new BoundedTtlMap<string, SessionOrder>(10_000, 2 * HOUR_MS);
  /** sessionId → pspReference of its open order: a session has one at a time. */
  readonly openOrders = new BoundedTtlMap<string, string>(10_000, 2 * HOUR_MS);

  pendingByTransaction(threeDSServerTransID: string): PendingPayment | undefined {
    const paymentData = this.transactions.get(threeDSServerTransID);
    return paymentData === undefined ? undefined : this.pendingPayments.get(paymentData);
  }

  finishPending(pending: PendingPayment): void {
    this.pendingPayments.delete(pending.paymentData);
    this.transactions.delete(pending.threeDSServerTransID);
  }
}
