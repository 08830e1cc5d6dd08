import type { ClickToPayScheme, ClickToPaySdkEnvironment, ClickToPayTestCard } from '@datadeck/contracts/provider';
import { BoundedTtlMap } from '../store.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** One widget checkout at one scheme, from init() on: what the shopper has proven so far. */
export interface CtpTransaction {
  srcCorrelationId: string;
  scheme: ClickToPayScheme;
  environment: ClickToPaySdkEnvironment;
  merchantAccount: string;
  /** The enrolled shopper identityLookup found (a code may be sent to them). */
  lookedUpEmail: string | null;
  /** A code was sent and not yet used. */
  validationStarted: boolean;
  /** Wrong codes since the code was sent. */
  wrongCodes: number;
  /** The shopper whose profile getSrcProfile gave (with a valid idToken): checkout may use their cards. */
  shopperEmail: string | null;
}

/** A completed scheme checkout, waiting for the payment that uses it (once). */
export interface CtpCheckout {
  merchantAccount: string;
  scheme: ClickToPayScheme;
  srcCorrelationId: string;
  card: ClickToPayTestCard;
}

/** The simulated schemes' memory (in memory, like the rest of the sandbox: a restart forgets it). */
export class ClickToPayStore {
  readonly transactions = new BoundedTtlMap<string, CtpTransaction>(10_000, HOUR_MS);
  /** idToken → shopper e-mail: proof of a validated identity, short-lived. */
  readonly idTokens = new BoundedTtlMap<string, string>(10_000, 30 * MINUTE_MS);
  /** deviceToken → shopper e-mail: the recognised devices (the scheme's cookie, simulated). */
  readonly devices = new BoundedTtlMap<string, string>(10_000, 30 * 24 * HOUR_MS);
  /** `payload:{checkoutResponse}` (visa) or `card:{srcCorrelationId}:{srcDigitalCardId}` (mc). */
  readonly checkouts = new BoundedTtlMap<string, CtpCheckout>(10_000, HOUR_MS);
}

export const payloadKey = (checkoutResponse: string): string => `payload:${checkoutResponse}`;
export const digitalCardKey = (srcCorrelationId: string, srcDigitalCardId: string): string =>
  `card:${srcCorrelationId}:${srcDigitalCardId}`;
