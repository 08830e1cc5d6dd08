import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { h } from '../core/dom.ts';
import { toWidgetError, type WidgetError } from '../core/errors.ts';
import type { CardOptions, CardState } from '../types.ts';
import type { CardExtension, ExtensionContext } from './extension.ts';
import { CARD_PARTS, type CardPart } from './parts.ts';

/** What the parts need of their card. */
export interface CardPartsHost {
  readonly options: CardOptions;
  /** The context an extension is created with (built when a part arrives: amount and texts are known by then). */
  context(): ExtensionContext;
  changed(): void;
  emitError(error: WidgetError): void;
}

/**
 * The card's optional parts for one mount (SPEC §4–§9): which are wanted, downloading them once,
 * their two slots above and below the fields, and what the card asks of them all: valid, data,
 * errors, show validation. The latest binLookup answer and brand go to every part, also to one that
 * arrives later. A part that fails to load is reported and left out: the plain card still works.
 */
export class CardParts {
  readonly before = h('div', { class: 'dd-parts-before' });
  readonly after = h('div', { class: 'dd-parts-after' });
  private readonly extensions: CardExtension[] = [];
  private readonly requested = new Set<string>();
  /** Parts still downloading: the card is not valid until they are there. */
  private pending = 0;
  private lookupAnswer: BinLookupResponse | null = null;
  private brand: string | null = null;
  private destroyed = false;

  constructor(private readonly host: CardPartsHost) {}

  get isValid(): boolean {
    return this.pending === 0 && this.extensions.every((extension) => extension.isValid);
  }

  /** The fields the parts add to the payment method, and to the request beside it. */
  data(): { paymentMethod: Partial<CardState['data']['paymentMethod']>; request: Partial<CardState['data']> } {
    const data = this.extensions.map((extension) => extension.data());
    return {
      paymentMethod: Object.assign({}, ...data.map((entry) => entry.paymentMethod)),
      request: Object.assign({}, ...data.map((entry) => entry.request)),
    };
  }

  get errors(): CardState['errors'] {
    return Object.assign({}, ...this.extensions.map((extension) => extension.errors));
  }

  /** Every part shows its errors; answers the first part's control to focus, if one is invalid. */
  showValidation(): HTMLElement | null {
    return this.extensions.reduce<HTMLElement | null>((first, extension) => extension.showValidation() ?? first, null);
  }

  /** At render: the parts the options ask for. */
  loadWanted(countryCode: string): void {
    for (const part of CARD_PARTS) if (part.wanted(this.host.options, countryCode)) this.load(part);
  }

  /** A binLookup answer (null: the BIN went away): loads the parts it asks for, and tells every part. */
  binLookup(result: BinLookupResponse | null): void {
    this.lookupAnswer = result;
    if (result) for (const part of CARD_PARTS) if (part.wantedForLookup?.(this.host.options, result)) this.load(part);
    for (const extension of this.extensions) extension.binLookup?.(result);
  }

  brandChanged(brand: string | null): void {
    this.brand = brand;
    for (const extension of this.extensions) extension.brandChanged?.(brand);
  }

  destroy(): void {
    this.destroyed = true;
    for (const extension of this.extensions.splice(0)) extension.destroy?.();
  }

  private load(part: CardPart): void {
    if (this.requested.has(part.name)) return;
    this.requested.add(part.name);
    this.pending++;
    this.host.changed();
    part
      .load()
      .then(({ createExtension }) => {
        if (this.destroyed) return;
        const extension = createExtension(this.host.context());
        if (!extension) return;
        this.extensions.push(extension);
        (extension.placement === 'before' ? this.before : this.after).append(extension.root);
        extension.brandChanged?.(this.brand);
        if (this.lookupAnswer) extension.binLookup?.(this.lookupAnswer);
      })
      .catch((error: unknown) => {
        if (!this.destroyed) this.host.emitError(toWidgetError(error));
      })
      .finally(() => {
        if (this.destroyed) return;
        this.pending--;
        this.host.changed();
      });
  }
}
