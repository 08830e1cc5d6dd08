import { afterEach, describe, expect, it, vi } from 'vitest';
import { EN_US, createTranslator } from '../../core/i18n.ts';
import { BillingAddressFields, type AddressOptions } from './address.ts';

const json = (body: unknown) => new Response(JSON.stringify(body));

function create(overrides: Partial<AddressOptions> = {}) {
  const onValidationError = vi.fn<AddressOptions['onValidationError']>();
  const address = new BillingAddressFields({
    mode: 'full',
    countryCode: 'US',
    providerUrl: 'http://p',
    t: createTranslator('en-US', EN_US),
    onChange: () => undefined,
    onValidationError,
    ...overrides,
  });
  const control = (name: string) => address.root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`);
  return { address, control, onValidationError };
}

const blurWith = (control: HTMLInputElement | HTMLSelectElement | null, value: string) => {
  if (!control) return;
  control.value = value;
  control.dispatchEvent(new Event('blur'));
};

describe('billing address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives an empty list and a warning when a dataset is unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { address, control } = create();
    await address.ready;
    expect(warn).toHaveBeenCalledWith('Dataset http://p/datasets/countries/en-US.json is not available');
    expect(warn).toHaveBeenCalledWith('Dataset http://p/datasets/states/US/en-US.json is not available');
    // The checkout's country stays choosable; the state becomes a text input.
    expect(control('country')?.value).toBe('US');
    expect(control('stateOrProvince')?.tagName).toBe('INPUT');
  });

  it('loads countries and the states of a country that has a dataset', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('/states/')
        ? json([{ id: 'CA', name: 'California' }])
        : json([
            { id: 'US', name: 'United States' },
            { id: 'NL', name: 'Netherlands' },
          ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { address, control } = create({ allowedCountries: ['US'] });
    await address.ready;
    expect([...(control('country') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'US']);
    expect(control('stateOrProvince')?.tagName).toBe('SELECT');
    expect(control('stateOrProvince')?.getAttribute('autocomplete')).toBe('billing address-level1');
    expect(address.root.querySelector('label[for=' + control('postalCode')?.id + ']')?.textContent).toBe('Zip code');
  });

  it('relabels the state field Province and offers the provinces of the dataset when Canada is chosen', async () => {
    const datasets: Record<string, unknown> = {
      'http://p/datasets/countries/en-US.json': [
        { id: 'CA', name: 'Canada' },
        { id: 'US', name: 'United States' },
      ],
      'http://p/datasets/states/US/en-US.json': [{ id: 'CA', name: 'California' }],
      'http://p/datasets/states/CA/en-US.json': [
        { id: 'ON', name: 'Ontario' },
        { id: 'QC', name: 'Quebec' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) =>
        String(url) in datasets ? json(datasets[String(url)]) : new Response('', { status: 404 }),
      ),
    );
    const { address, control } = create();
    await address.ready;
    const labelOf = (name: string) =>
      address.root.querySelector(`label[for=${control(name)?.id ?? 'none'}]`)?.textContent;
    const choices = () =>
      [...(control('stateOrProvince') as HTMLSelectElement).options].map((option) => [option.value, option.text]);
    expect(labelOf('stateOrProvince')).toBe('State');

    const country = control('country') as HTMLSelectElement;
    country.value = 'CA';
    country.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(labelOf('stateOrProvince')).toBe('Province'));
    expect(control('stateOrProvince')?.tagName).toBe('SELECT');
    expect(choices()).toEqual([
      ['', 'Select province'],
      ['ON', 'Ontario'],
      ['QC', 'Quebec'],
    ]);
    expect(labelOf('postalCode')).toBe('Postal code');

    const province = control('stateOrProvince') as HTMLSelectElement;
    province.value = 'ON';
    province.dispatchEvent(new Event('change'));
    expect(address.address).toMatchObject({ country: 'CA', stateOrProvince: 'ON' });
  });

  it('shows the expected postal-code format on blur, with analytics code 934', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json([{ id: 'US', name: 'United States' }])));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { address, control, onValidationError } = create();
    await address.ready;
    blurWith(control('postalCode'), '1234');
    expect(address.shownErrors.postalCode?.message).toMatch(/^Invalid format\. Expected format: .+/);
    expect(onValidationError).toHaveBeenCalledWith(
      'postalCode',
      '934',
      expect.objectContaining({ code: 'postalCode.format' }),
    );
    const error = address.root.querySelector(`#${control('postalCode')?.getAttribute('aria-describedby') ?? 'none'}`);
    expect(error?.textContent).toBe(address.shownErrors.postalCode?.message);
    blurWith(control('postalCode'), ' 94105 ');
    expect(control('postalCode')?.value).toBe('94105');
    expect(address.shownErrors.postalCode).toBeNull();
  });

  it('trims and strips disallowed characters on blur', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json([])));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { address, control } = create();
    await address.ready;
    blurWith(control('street'), '  Main <Street> ');
    blurWith(control('city'), ' San Francisco  ');
    expect(control('street')?.value).not.toMatch(/[<>]|^\s|\s$/);
    expect(control('city')?.value).toBe('San Francisco');
  });

  it('has only postal code and country in partial mode', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json([{ id: 'US', name: 'United States' }])));
    const { address, control } = create({ mode: 'partial' });
    await address.ready;
    expect(control('street')).toBeNull();
    blurWith(control('postalCode'), '94105');
    expect(address.isValid).toBe(true);
    expect(address.address).toMatchObject({ postalCode: '94105', country: 'US' });
  });
});
