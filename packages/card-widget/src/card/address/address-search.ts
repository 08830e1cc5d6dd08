import { ADDRESS_SEARCH } from '@datadeck/contracts/provider';
import type { AddressSearchResponse, AddressSearchResult } from '@datadeck/contracts/provider-api';
import { h, uid } from '../../core/dom.ts';
import { http } from '../../core/http.ts';
import type { Translator } from '../../core/i18n.ts';
import type { FieldError } from '../../types.ts';
import { hostField, type HostField } from '../host-field.ts';

export interface AddressSearchOptions {
  providerUrl: string;
  clientKey: string;
  t: Translator;
  /** The billing country chosen so far ('' for none): only its addresses are searched. */
  country: () => string;
  /** The shopper chose an address: fill the fields with it. */
  onSelect: (address: AddressSearchResult) => void;
}

const INCOMPLETE = 'address.errors.incomplete';

/**
 * SPEC §5/§9 address lookup above the billing address fields: what the shopper types is searched
 * at the provider 300 ms after the last keystroke (only the latest answer counts), and the
 * results are an ARIA 1.2 combobox's listbox (up/down move, Enter chooses, Escape closes, at most
 * 375 px high). Confirming with no address chosen shows 'address.errors.incomplete'.
 */
export class AddressSearch {
  readonly root: HTMLElement;
  private readonly field: HostField<HTMLInputElement>;
  private readonly listbox: HTMLUListElement;
  private readonly status: HTMLElement;
  private results: AddressSearchResult[] = [];
  private active = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts searches, so an answer that arrives after a newer search began is dropped. */
  private latest = 0;
  error: FieldError | null = null;

  constructor(private readonly options: AddressSearchOptions) {
    const { t } = options;
    const input = h('input', {
      type: 'text',
      role: 'combobox',
      autocomplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      placeholder: t.t('address.search.placeholder'),
    });
    this.field = hostField('addressSearch', t.t('address.search.title'), input);
    this.listbox = h('ul', { role: 'listbox', id: uid('address-results'), class: 'dd-listbox' });
    this.listbox.setAttribute('aria-label', t.t('address.search.results'));
    // Sizes go through the CSSOM (allowed by a strict style-src), the limit is declared once.
    this.listbox.style.maxHeight = `${ADDRESS_SEARCH.dropdownMaxHeightPx}px`;
    this.listbox.hidden = true;
    input.setAttribute('aria-controls', this.listbox.id);
    this.status = h('span', { class: 'dd-visually-hidden', 'aria-live': 'polite' });
    this.field.root.querySelector('.dd-error')?.setAttribute('aria-live', 'polite');
    this.field.control.after(this.listbox);
    this.field.root.classList.add('dd-address-search');
    this.field.root.append(this.status);
    this.root = this.field.root;

    input.addEventListener('input', () => this.typed());
    input.addEventListener('keydown', (event) => this.key(event));
    input.addEventListener('blur', () => this.close());
    // Keeps the focus in the input while an option is clicked.
    this.listbox.addEventListener('mousedown', (event) => event.preventDefault());
  }

  get input(): HTMLInputElement {
    return this.field.control;
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.latest++;
  }

  private typed(): void {
    this.setError(null);
    clearTimeout(this.timer);
    const query = this.input.value.trim();
    if (query.length < ADDRESS_SEARCH.minQueryLength) {
      this.latest++;
      this.show([]);
      return;
    }
    this.timer = setTimeout(() => void this.search(query), ADDRESS_SEARCH.debounceMs);
  }

  private async search(query: string): Promise<void> {
    const request = ++this.latest;
    const { providerUrl, clientKey, t } = this.options;
    const country = this.options.country();
    let addresses: AddressSearchResult[];
    try {
      const answer = await http<AddressSearchResponse>(
        `${providerUrl}/v1/addressSearch?clientKey=${encodeURIComponent(clientKey)}`,
        { body: { query, ...(country ? { country } : {}) } },
      );
      addresses = answer.addresses;
    } catch {
      // The fields below still work: the search only says it is not available.
      if (request === this.latest) {
        this.show([]);
        this.status.textContent = t.t('address.search.unavailable');
      }
      return;
    }
    if (request === this.latest) this.show(addresses);
  }

  private show(addresses: AddressSearchResult[]): void {
    const { t } = this.options;
    this.results = addresses;
    this.active = -1;
    this.listbox.replaceChildren(
      ...addresses.map((address, index) => {
        const option = h(
          'li',
          { role: 'option', id: `${this.listbox.id}-${index}`, class: 'dd-option', 'aria-selected': 'false' },
          address.label,
        );
        option.addEventListener('click', () => this.choose(index));
        return option;
      }),
    );
    const open = addresses.length > 0 && document.activeElement === this.input;
    this.setOpen(open);
    const query = this.input.value.trim();
    this.status.textContent =
      query.length < ADDRESS_SEARCH.minQueryLength
        ? ''
        : addresses.length === 0
          ? t.t('address.search.none')
          : t.t('address.search.count', { count: String(addresses.length) });
  }

  private setOpen(open: boolean): void {
    this.listbox.hidden = !open;
    this.input.setAttribute('aria-expanded', String(open));
    if (!open) this.activate(-1);
  }

  private close(): void {
    this.setOpen(false);
  }

  private activate(index: number): void {
    this.active = index;
    for (const [position, option] of [...this.listbox.children].entries()) {
      const selected = position === index;
      option.setAttribute('aria-selected', String(selected));
      option.classList.toggle('dd-option--active', selected);
      if (selected) option.scrollIntoView?.({ block: 'nearest' });
    }
    if (index >= 0) this.input.setAttribute('aria-activedescendant', `${this.listbox.id}-${index}`);
    else this.input.removeAttribute('aria-activedescendant');
  }

  private key(event: KeyboardEvent): void {
    const count = this.results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (this.listbox.hidden) this.setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wraps around, as most comboboxes do; from "nothing active" up goes to the last.
      const next = this.active < 0 ? (step === 1 ? 0 : count - 1) : (this.active + step + count) % count;
      this.activate(next);
    } else if (event.key === 'Enter') {
      // Never submits the merchant's form from here: Enter confirms (or refuses) a choice.
      event.preventDefault();
      if (!this.listbox.hidden && this.active >= 0) this.choose(this.active);
      else this.setError({ code: INCOMPLETE, message: this.options.t.t(INCOMPLETE) });
    } else if (event.key === 'Escape') {
      if (!this.listbox.hidden) {
        event.preventDefault();
        this.close();
      }
    }
  }

  private choose(index: number): void {
    const address = this.results[index];
    if (!address) return;
    this.input.value = address.label;
    this.setError(null);
    this.close();
    this.status.textContent = this.options.t.t('address.search.chosen', { address: address.label });
    this.options.onSelect(address);
  }

  private setError(error: FieldError | null): void {
    this.error = error;
    this.field.setError(error);
  }
}
