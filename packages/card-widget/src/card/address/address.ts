import { ANALYTICS_VALIDATION_CODES, COUNTRIES_WITH_STATES } from '@datadeck/contracts/provider';
import type { AddressSearchResult, BillingAddress, DatasetEntry } from '@datadeck/contracts/provider-api';
import { h } from '../../core/dom.ts';
import type { Translator } from '../../core/i18n.ts';
import type { AddressFieldName, FieldError } from '../../types.ts';
import { isPostalCodeValid, postalCodeRule, stripDisallowedAddressCharacters } from '../../validation/index.ts';
import { hostField, type HostField } from '../host-field.ts';
import { countriesUrl, loadDataset, statesUrl } from './datasets.ts';

export interface AddressOptions {
  mode: 'full' | 'partial';
  allowedCountries?: string[];
  data?: Partial<BillingAddress>;
  countryCode: string;
  providerUrl: string;
  t: Translator;
  onChange: () => void;
  /** A shown error, for analytics (SPEC §8 codes 930–936). */
  onValidationError: (field: AddressFieldName, analyticsCode: string, error: FieldError) => void;
  /** SPEC §5 address lookup (options.addressLookup): a search above the fields, in full mode. */
  lookup?: { clientKey: string };
}

type Control = HTMLInputElement | HTMLSelectElement;
/** Partial mode sends only postal code and country; the provider's schema wants the rest non-empty. */
const NOT_APPLICABLE = 'N/A';
const STRIPPED: AddressFieldName[] = ['street', 'houseNumberOrName', 'city'];
/** Where the house number is written in the street line, the separate field is optional. */
const HOUSE_NUMBER_IN_STREET = ['US', 'CA', 'GB', 'AU'];
const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  street: 'billing address-line1',
  houseNumberOrName: 'billing address-line2',
  postalCode: 'billing postal-code',
  city: 'billing address-level2',
  stateOrProvince: 'billing address-level1',
  country: 'billing country',
};
const ANALYTICS: Record<AddressFieldName, string> = {
  street: ANALYTICS_VALIDATION_CODES.street,
  houseNumberOrName: ANALYTICS_VALIDATION_CODES.houseNumberOrName,
  postalCode: ANALYTICS_VALIDATION_CODES.postalCode,
  city: ANALYTICS_VALIDATION_CODES.city,
  stateOrProvince: ANALYTICS_VALIDATION_CODES.stateOrProvince,
  country: ANALYTICS_VALIDATION_CODES.country,
};

const option = (value: string, text: string) => h('option', { value }, text);

/** Billing address inputs on the host page (no card data): full = all fields, partial = postal code + country. */
export class BillingAddressFields {
  readonly root: HTMLFieldSetElement;
  private readonly fields = new Map<AddressFieldName, HostField<Control>>();
  private readonly shown = new Set<AddressFieldName>();
  private readonly errors: Partial<Record<AddressFieldName, FieldError | null>> = {};
  private states: DatasetEntry[] = [];
  /** Resolves when the datasets of the initial country are in (tests, first render). */
  readonly ready: Promise<void>;
  /** Resolves once the address search is there (tests); undefined without lookup. */
  readonly search: Promise<void> | undefined;

  constructor(private readonly options: AddressOptions) {
    const { t, mode, data = {} } = options;
    const names: AddressFieldName[] =
      mode === 'full'
        ? ['country', 'street', 'houseNumberOrName', 'postalCode', 'city', 'stateOrProvince']
        : ['country', 'postalCode'];
    this.root = h('fieldset', { class: 'dd-address' }, h('legend', { class: 'dd-legend' }, t.t('billingAddress')));
    for (const name of names) {
      const control = name === 'country' ? h('select') : h('input', { type: 'text' });
      control.setAttribute('autocomplete', AUTOCOMPLETE[name]);
      control.value = data[name] ?? '';
      const field = hostField<Control>(name, t.t(name), control);
      control.addEventListener('input', () => this.changed(name));
      control.addEventListener('change', () => this.changed(name));
      control.addEventListener('blur', () => this.blurred(name));
      this.fields.set(name, field);
      this.root.append(field.root);
    }
    this.ready = this.loadCountries(data.country ?? options.countryCode);
    if (options.lookup && mode === 'full') this.search = this.addSearch(options.lookup.clientKey);
  }

  /**
   * The search is its own chunk, downloaded only by a form that has the lookup. If it cannot be
   * loaded the shopper types the address as without lookup.
   */
  private async addSearch(clientKey: string): Promise<void> {
    const slot = h('div', { class: 'dd-address-search-slot' });
    this.root.querySelector('legend')?.after(slot);
    try {
      const { AddressSearch } = await import('./address-search.ts');
      const search = new AddressSearch({
        providerUrl: this.options.providerUrl,
        clientKey,
        t: this.options.t,
        country: () => this.country,
        onSelect: (address) => void this.fill(address),
      });
      slot.append(search.root);
    } catch {
      // oxlint-disable-next-line no-console -- the form works without the search; say why it is missing
      console.warn('The address search could not be loaded');
    }
  }

  /** A chosen address fills every field (the country first: it decides the states) and is validated. */
  private async fill(address: AddressSearchResult): Promise<void> {
    const country = this.fields.get('country')?.control;
    if (country && country.value !== address.country) {
      country.value = address.country;
      await this.countryChanged();
    }
    for (const name of this.fields.keys()) {
      if (name === 'country') continue;
      const control = this.fields.get(name)?.control;
      if (control) control.value = address[name] ?? '';
    }
    for (const name of this.fields.keys()) this.shown.add(name);
    this.refreshShown();
    this.options.onChange();
  }

  private get country(): string {
    return this.fields.get('country')?.control.value ?? '';
  }

  private value(name: AddressFieldName): string {
    return this.fields.get(name)?.control.value.trim() ?? '';
  }

  private async loadCountries(initial: string): Promise<void> {
    const { providerUrl, t, allowedCountries } = this.options;
    let countries = await loadDataset(countriesUrl(providerUrl, t.locale));
    if (allowedCountries?.length) countries = countries.filter((country) => allowedCountries.includes(country.id));
    // Without the dataset the shopper can still pay from the checkout's country.
    if (countries.length === 0) countries = [{ id: initial, name: initial }];
    const select = this.fields.get('country')?.control as HTMLSelectElement;
    select.replaceChildren(
      option('', t.t('select.country')),
      ...countries.map((country) => option(country.id, country.name)),
    );
    select.value = countries.some((country) => country.id === initial) ? initial : '';
    await this.countryChanged();
  }

  private async countryChanged(): Promise<void> {
    const { t, providerUrl, mode } = this.options;
    const country = this.country;
    const postal = this.fields.get('postalCode');
    if (postal) postal.label.textContent = t.t(country === 'US' ? 'zipCode' : 'postalCode');
    const state = this.fields.get('stateOrProvince');
    if (state && mode === 'full') {
      this.states = (COUNTRIES_WITH_STATES as readonly string[]).includes(country)
        ? await loadDataset(statesUrl(providerUrl, country, t.locale))
        : [];
      const kind = country === 'US' ? 'state' : country === 'CA' ? 'province' : 'stateOrProvince';
      const previous = state.control.value;
      // A select when the country has a states dataset, a text input otherwise.
      const control = this.states.length
        ? h(
            'select',
            {},
            option('', t.t(`select.${kind}`)),
            ...this.states.map((entry) => option(entry.id, entry.name)),
          )
        : h('input', { type: 'text' });
      for (const attribute of ['id', 'name', 'aria-describedby', 'autocomplete'])
        control.setAttribute(attribute, state.control.getAttribute(attribute) ?? '');
      control.value = previous;
      control.addEventListener('change', () => this.changed('stateOrProvince'));
      control.addEventListener('input', () => this.changed('stateOrProvince'));
      control.addEventListener('blur', () => this.blurred('stateOrProvince'));
      state.control.replaceWith(control);
      state.control = control;
      state.label.textContent = t.t(kind);
    }
    this.refreshShown();
    this.options.onChange();
  }

  private changed(name: AddressFieldName): void {
    if (name === 'country') {
      void this.countryChanged();
      return;
    }
    // A shown error goes away as soon as the value is right, it does not wait for the blur.
    if (this.shown.has(name)) this.refreshShown();
    this.options.onChange();
  }

  /** SPEC §5: trimmed on blur; street, house number and city stripped of disallowed characters. */
  private blurred(name: AddressFieldName): void {
    const control = this.fields.get(name)?.control;
    if (!control) return;
    const cleaned = STRIPPED.includes(name) ? stripDisallowedAddressCharacters(control.value) : control.value;
    control.value = cleaned.trim();
    this.shown.add(name);
    this.refreshShown();
    this.options.onChange();
  }

  private validate(name: AddressFieldName): FieldError | null {
    const { t } = this.options;
    const value = this.value(name);
    const required =
      name === 'stateOrProvince'
        ? this.states.length > 0
        : name === 'houseNumberOrName'
          ? !HOUSE_NUMBER_IN_STREET.includes(this.country)
          : true;
    if (!value) return required ? { code: `${name}.invalid`, message: t.t(`${name}.invalid`) } : null;
    if (name === 'postalCode') {
      const rule = postalCodeRule(this.country);
      if (rule && !isPostalCodeValid(this.country, value))
        return { code: 'postalCode.format', message: t.t('postalCode.format', { format: rule.format }) };
    }
    return null;
  }

  private refreshShown(): void {
    for (const [name, field] of this.fields) {
      const error = this.shown.has(name) ? this.validate(name) : null;
      const before = this.errors[name];
      this.errors[name] = error;
      field.setError(error);
      if (error && error.code !== before?.code) {
        const code = error.code === 'postalCode.format' ? ANALYTICS_VALIDATION_CODES.postalCodeFormat : ANALYTICS[name];
        this.options.onValidationError(name, code, error);
      }
    }
  }

  get isValid(): boolean {
    return [...this.fields.keys()].every((name) => this.validate(name) === null);
  }

  /** Errors shown now, by field. */
  get shownErrors(): Partial<Record<AddressFieldName, FieldError | null>> {
    return { ...this.errors };
  }

  /** Shows every error; returns the first invalid control to focus. */
  showValidation(): Control | null {
    for (const name of this.fields.keys()) this.shown.add(name);
    this.refreshShown();
    const first = [...this.fields].find(([name]) => this.validate(name) !== null);
    return first ? first[1].control : null;
  }

  get address(): BillingAddress {
    const full = this.options.mode === 'full';
    const text = (name: AddressFieldName) => this.value(name) || (full ? '' : NOT_APPLICABLE);
    const state = this.value('stateOrProvince');
    return {
      street: text('street'),
      houseNumberOrName: text('houseNumberOrName'),
      postalCode: this.value('postalCode'),
      city: text('city'),
      ...(state ? { stateOrProvince: state } : {}),
      country: this.country,
    };
  }
}
