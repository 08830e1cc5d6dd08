import { ADDRESS_SEARCH } from '@datadeck/contracts/provider';
import type { AddressSearchResult } from '@datadeck/contracts/provider-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EN_US, createTranslator } from '../../core/i18n.ts';
import { BillingAddressFields } from './address.ts';
import { AddressSearch } from './address-search.ts';

const t = createTranslator('en-US', EN_US);
const json = (body: unknown) => new Response(JSON.stringify(body));

const EMPIRE: AddressSearchResult = {
  id: 'addr_001',
  label: '350 Fifth Avenue, 10118 New York NY, US',
  street: '350 Fifth Avenue',
  houseNumberOrName: '',
  postalCode: '10118',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'US',
};
const DAM: AddressSearchResult = {
  id: 'addr_009',
  label: 'Dam 1, 1012 JS Amsterdam, NL',
  street: 'Dam',
  houseNumberOrName: '1',
  postalCode: '1012 JS',
  city: 'Amsterdam',
  country: 'NL',
};

/** The provider: answers the search from a list, records each request body. */
function fakeProvider(addresses: AddressSearchResult[] = [EMPIRE, DAM]) {
  const searches: Array<{ url: string; body: unknown }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/v1/addressSearch')) {
      searches.push({ url, body: JSON.parse(String(init?.body)) });
      return json({ addresses });
    }
    if (url.includes('/datasets/countries/'))
      return json([
        { id: 'NL', name: 'Netherlands' },
        { id: 'US', name: 'United States' },
      ]);
    if (url.includes('/datasets/states/US/')) return json([{ id: 'NY', name: 'New York' }]);
    return new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { searches, fetchMock };
}

function createSearch(country = 'US') {
  const onSelect = vi.fn<(address: AddressSearchResult) => void>();
  const search = new AddressSearch({
    providerUrl: 'http://p',
    clientKey: 'test_K',
    t,
    country: () => country,
    onSelect,
  });
  document.body.append(search.root);
  search.input.focus();
  return { search, onSelect, listbox: search.root.querySelector('[role=listbox]') as HTMLElement };
}

function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input'));
}
const key = (input: HTMLInputElement, name: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const options = (listbox: HTMLElement) => [...listbox.querySelectorAll('[role=option]')];

describe('address search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('searches 300 ms after the last keystroke, once, with the query and the country', async () => {
    const { searches } = fakeProvider();
    const { search } = createSearch('US');
    type(search.input, '35');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs - 1);
    type(search.input, '350');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs - 1);
    type(search.input, '350 fif');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs - 1);
    expect(searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches).toEqual([
      { url: 'http://p/v1/addressSearch?clientKey=test_K', body: { query: '350 fif', country: 'US' } },
    ]);
  });

  it('does not search fewer than 2 characters, and names no country when none is chosen', async () => {
    const { searches } = fakeProvider();
    const { search } = createSearch('');
    type(search.input, 'd');
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toHaveLength(0);
    type(search.input, 'da');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    expect(searches.map((entry) => entry.body)).toEqual([{ query: 'da' }]);
  });

  it('shows the results as a combobox listbox, at most 375 px high, and announces their count', async () => {
    fakeProvider();
    const { search, listbox } = createSearch();
    expect(search.input.getAttribute('role')).toBe('combobox');
    expect(search.input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(search.input.getAttribute('aria-expanded')).toBe('false');
    expect(search.root.querySelector(`label[for="${search.input.id}"]`)?.textContent).toBe('Find your address');
    expect(listbox.style.maxHeight).toBe('375px');
    type(search.input, 'main');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    expect(listbox.hidden).toBe(false);
    expect(search.input.getAttribute('aria-expanded')).toBe('true');
    expect(options(listbox).map((option) => option.textContent)).toEqual([EMPIRE.label, DAM.label]);
    expect(search.root.querySelector('[aria-live=polite].dd-visually-hidden')?.textContent).toBe(
      '2 addresses found, use the up and down arrows to choose',
    );
  });

  it('moves with up and down (wrapping), chooses with Enter and closes with Escape', async () => {
    fakeProvider();
    const { search, listbox, onSelect } = createSearch();
    type(search.input, 'main');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    key(search.input, 'ArrowDown');
    expect(search.input.getAttribute('aria-activedescendant')).toBe(options(listbox)[0]?.id);
    expect(options(listbox)[0]?.getAttribute('aria-selected')).toBe('true');
    key(search.input, 'ArrowDown');
    expect(search.input.getAttribute('aria-activedescendant')).toBe(options(listbox)[1]?.id);
    key(search.input, 'ArrowDown');
    expect(search.input.getAttribute('aria-activedescendant')).toBe(options(listbox)[0]?.id);
    key(search.input, 'ArrowUp');
    expect(search.input.getAttribute('aria-activedescendant')).toBe(options(listbox)[1]?.id);
    key(search.input, 'Escape');
    expect(listbox.hidden).toBe(true);
    expect(search.input.hasAttribute('aria-activedescendant')).toBe(false);
    // Down opens it again.
    key(search.input, 'ArrowDown');
    expect(listbox.hidden).toBe(false);
    key(search.input, 'Enter');
    expect(onSelect).toHaveBeenCalledWith(EMPIRE);
    expect(search.input.value).toBe(EMPIRE.label);
    expect(listbox.hidden).toBe(true);
  });

  it("confirming with no address chosen shows 'address.errors.incomplete'", async () => {
    fakeProvider();
    const { search, onSelect } = createSearch();
    key(search.input, 'Enter');
    expect(search.error).toEqual({
      code: 'address.errors.incomplete',
      message: 'Choose an address from the list or fill in the fields below',
    });
    const error = document.getElementById(search.input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(search.error?.message);
    expect(error?.getAttribute('aria-live')).toBe('polite');
    expect(search.input.getAttribute('aria-invalid')).toBe('true');
    // Results, but none highlighted: still incomplete.
    type(search.input, 'main');
    expect(search.error).toBeNull();
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    key(search.input, 'Enter');
    expect(search.error?.code).toBe('address.errors.incomplete');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('chooses with a click, and drops an answer that a newer search overtook', async () => {
    const late: Array<(response: Response) => void> = [];
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((_input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        // The first search answers late, after the second.
        return bodies.length === 1
          ? new Promise<Response>((resolve) => late.push(resolve))
          : Promise.resolve(json({ addresses: [DAM] }));
      }),
    );
    const { search, listbox, onSelect } = createSearch('');
    type(search.input, 'main');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    type(search.input, 'dam');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    late[0]?.(json({ addresses: [EMPIRE] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(options(listbox).map((option) => option.textContent)).toEqual([DAM.label]);
    (options(listbox)[0] as HTMLElement).click();
    expect(onSelect).toHaveBeenCalledWith(DAM);
  });

  it('says when the search is not available; the fields still work', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 })));
    const { search, listbox } = createSearch();
    type(search.input, 'main');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    expect(listbox.hidden).toBe(true);
    expect(search.root.querySelector('.dd-visually-hidden')?.textContent).toBe(
      'Address search is not available, fill in the fields below',
    );
  });
});

function createAddress(lookup: boolean, mode: 'full' | 'partial' = 'full') {
  const onChange = vi.fn<() => void>();
  const address = new BillingAddressFields({
    mode,
    countryCode: 'US',
    providerUrl: 'http://p',
    t,
    onChange,
    onValidationError: () => undefined,
    ...(lookup ? { lookup: { clientKey: 'test_K' } } : {}),
  });
  document.body.append(address.root);
  const control = (name: string) =>
    address.root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`) as HTMLInputElement;
  return { address, control, onChange };
}

describe('billing address with lookup', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('puts the search above the fields only with lookup in full mode', async () => {
    fakeProvider();
    const without = createAddress(false);
    expect(without.address.search).toBeUndefined();
    expect(without.control('addressSearch')).toBeNull();
    const partial = createAddress(true, 'partial');
    expect(partial.address.search).toBeUndefined();
    const { address, control } = createAddress(true);
    await address.search;
    const search = control('addressSearch');
    expect(search).not.toBeNull();
    // Right after the legend, before the first field.
    expect(search.closest('.dd-address-search-slot')?.previousElementSibling?.tagName).toBe('LEGEND');
  });

  it('fills and validates every field from the chosen address, the country (and its states) first', async () => {
    fakeProvider();
    const { address, control, onChange } = createAddress(true);
    await address.ready;
    await address.search;
    vi.useFakeTimers();
    // A Dutch address while the form shows the US: the country changes, the state field becomes text.
    const search = control('addressSearch');
    search.focus();
    type(search, 'dam');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    key(search, 'ArrowDown');
    key(search, 'ArrowDown');
    key(search, 'Enter');
    await vi.advanceTimersByTimeAsync(0);
    expect(control('country').value).toBe('NL');
    expect(control('street').value).toBe('Dam');
    expect(control('houseNumberOrName').value).toBe('1');
    expect(control('postalCode').value).toBe('1012 JS');
    expect(control('city').value).toBe('Amsterdam');
    expect(control('stateOrProvince').tagName).toBe('INPUT');
    expect(address.isValid).toBe(true);
    expect(address.address).toEqual({
      street: 'Dam',
      houseNumberOrName: '1',
      postalCode: '1012 JS',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(onChange).toHaveBeenCalled();

    // Back to a US address: the states select returns and takes the state.
    type(search, 'fifth');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    key(search, 'ArrowDown');
    key(search, 'Enter');
    await vi.advanceTimersByTimeAsync(0);
    expect(control('country').value).toBe('US');
    expect(control('stateOrProvince').tagName).toBe('SELECT');
    expect(control('stateOrProvince').value).toBe('NY');
    expect(address.isValid).toBe(true);
    expect(Object.values(address.shownErrors).every((error) => error === null)).toBe(true);
  });

  it('shows the errors of an address that does not pass the rules', async () => {
    fakeProvider([{ ...EMPIRE, postalCode: '1011' }]);
    const { address, control } = createAddress(true);
    await address.ready;
    await address.search;
    vi.useFakeTimers();
    const search = control('addressSearch');
    search.focus();
    type(search, 'fifth');
    await vi.advanceTimersByTimeAsync(ADDRESS_SEARCH.debounceMs);
    key(search, 'ArrowDown');
    key(search, 'Enter');
    await vi.advanceTimersByTimeAsync(0);
    expect(address.isValid).toBe(false);
    expect(address.shownErrors.postalCode?.code).toBe('postalCode.format');
  });
});
