import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import type { CheckoutContext } from '../core/context.ts';
import type { WidgetError } from '../core/errors.ts';
import type { Translator } from '../core/i18n.ts';
import type { Amount, CardFieldName, CardOptions, CardState, CardStatePaymentMethod, FieldError } from '../types.ts';

/**
 * What an optional part of the card form adds to the payment: fields of the payment method (KCP's
 * tax number) or of the request beside it (installments, the social security number, fast checkout).
 */
export interface ExtensionData {
  paymentMethod?: Partial<CardStatePaymentMethod>;
  request?: Partial<Omit<CardState['data'], 'paymentMethod' | 'browserInfo' | 'origin'>>;
}

/** Where an extension's element goes: above the card fields (Click to Pay) or below them. */
export type ExtensionPlacement = 'before' | 'after';

/**
 * An optional part of the card form (SPEC §5, §9): Click to Pay, installments, the Korean and
 * Brazilian fields, fast checkout. Each lives in its own module, loaded on demand (parts.ts), so a
 * card without them downloads none of their code. The card asks every extension the same things
 * it asks its own fields: is it valid, what does it add, show your errors.
 */
export interface CardExtension {
  readonly root: HTMLElement;
  readonly placement?: ExtensionPlacement;
  /** False while the part's own fields block the payment (a shown, required field that is invalid). */
  readonly isValid: boolean;
  /** Its field errors, keyed as the card's `state.errors` (null: valid). */
  readonly errors?: Partial<Record<CardFieldName, FieldError | null>>;
  data(): ExtensionData;
  /** Shows its errors; answers the control to focus when one is invalid. */
  showValidation(): HTMLElement | null;
  /** Every binLookup answer (null: the BIN went away). */
  binLookup?(result: BinLookupResponse | null): void;
  /** The brand the card now processes (null: none detected). */
  brandChanged?(brand: string | null): void;
  destroy?(): void;
}

/** What the card hands an extension when it creates it. */
export interface ExtensionContext {
  readonly checkout: CheckoutContext;
  readonly options: CardOptions;
  readonly t: Translator;
  readonly amount: Amount | undefined;
  readonly countryCode: string;
  /** Tell the card something changed (it re-computes its state and calls onChange). */
  changed(): void;
  /** A field error became visible: tracked as an analytics validation event (SPEC §8 codes). */
  validationEvent(target: CardFieldName, code: string, error: FieldError): void;
  emitError(error: WidgetError): void;
  /**
   * Pays with a payment method of the part's own (Click to Pay's checkout) through the card's flow
   * (the session, or onSubmit), without the card fields. Resolves once the flow has its answer.
   */
  pay(paymentMethod: CardStatePaymentMethod): Promise<void>;
}

export type ExtensionFactory = (context: ExtensionContext) => CardExtension | null;
