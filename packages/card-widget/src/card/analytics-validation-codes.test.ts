import { ANALYTICS_VALIDATION_CODES } from '@datadeck/contracts/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '../index.ts';
import { fakeFrames, fieldMessage, type FakeFrame } from '../testing/fake-frames.ts';
import { lookupAnswer } from '../testing/card-with-lookup.ts';

interface TrackedEvent {
  type?: string;
  target?: string;
  validationErrorCode?: string;
}

const json = (body: unknown) => new Response(JSON.stringify(body));

/**
 * SPEC §8: every host-side field error the shopper sees is an analytics validation event with the
 * field's code: holder name 925, another field (the CPF/CNPJ) 926, the address fields 930–936,
 * the KCP tax number 942. Played through a mounted card, read from what it sends the provider.
 */
describe('analytics validation codes of the host fields', () => {
  let sent: TrackedEvent[];
  beforeEach(() => {
    localStorage.clear();
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
        if (url.includes('/v3/analytics?')) return json({ checkoutAttemptId: 'attempt-1' });
        if (url.includes('/v3/analytics/attempt-1')) {
          sent.push(...((body.info as TrackedEvent[] | undefined) ?? []));
          return json({});
        }
        if (url.includes('/datasets/countries/'))
          return json([
            { id: 'US', name: 'United States' },
            { id: 'NL', name: 'Netherlands' },
          ]);
        if (url.includes('/datasets/states/US/')) return json([{ id: 'CA', name: 'California' }]);
        if (url.includes('/binLookup')) return json({ requestId: body.requestId, ...lookupAnswer('visa', 'KR') });
        return json({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tracks 925, 926, 930–936 and 942 for the errors shown', async () => {
    const checkout = createCheckout({ clientKey: 'test_K', environment: 'test', locale: 'en-US', countryCode: 'US' });
    const root = document.createElement('div');
    const card = checkout
      .create('card', {
        hasHolderName: true,
        holderNameRequired: true,
        billingAddressRequired: true,
        billingAddressMode: 'full',
        configuration: { koreanAuthenticationRequired: true, socialSecurityNumberMode: 'show' },
      })
      .mount(root);
    await card.rendered;
    const control = (name: string) =>
      root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`) as HTMLInputElement;
    // The address has its countries and the states of the US; the parts are there.
    await vi.waitFor(() => {
      expect(control('stateOrProvince').tagName).toBe('SELECT');
      expect(control('socialSecurityNumber')).not.toBeNull();
      expect(root.querySelector('.dd-kcp')).not.toBeNull();
    });
    const number = fakeFrames(root).get('encryptedCardNumber') as FakeFrame;
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-bin' });
    await vi.waitFor(() => expect((root.querySelector('.dd-kcp') as HTMLElement).hidden).toBe(false));

    // Submit with everything empty: holder name, street, postal code, city, state, CPF/CNPJ, tax number.
    card.showValidation();
    // No country: country, and the house number (needed outside US, CA, GB, AU).
    control('country').value = '';
    control('country').dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(card.state.errors.houseNumberOrName).not.toBeNull());
    // A postal code of the wrong format for the US.
    control('country').value = 'US';
    control('country').dispatchEvent(new Event('change'));
    control('postalCode').value = '1234';
    control('postalCode').dispatchEvent(new Event('blur'));
    await vi.waitFor(() => expect(card.state.errors.postalCode?.code).toBe('postalCode.format'));

    // Unmounting stops the analytics, which sends what is queued.
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/v3/analytics?'), expect.anything()),
    );
    card.unmount();
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    const codes = new Map(
      sent
        .filter((event) => event.type === 'validationError')
        .map((event) => [event.target ?? '', [] as string[]] as const),
    );
    for (const event of sent.filter((candidate) => candidate.type === 'validationError'))
      codes.get(event.target ?? '')?.push(event.validationErrorCode ?? '');
    expect(Object.fromEntries(codes)).toMatchObject({
      holderName: [ANALYTICS_VALIDATION_CODES.holderName],
      socialSecurityNumber: [ANALYTICS_VALIDATION_CODES.otherField],
      taxNumber: [ANALYTICS_VALIDATION_CODES.taxNumber],
      country: [ANALYTICS_VALIDATION_CODES.country],
      street: [ANALYTICS_VALIDATION_CODES.street],
      houseNumberOrName: [ANALYTICS_VALIDATION_CODES.houseNumberOrName],
      postalCode: [ANALYTICS_VALIDATION_CODES.postalCode, ANALYTICS_VALIDATION_CODES.postalCodeFormat],
      city: [ANALYTICS_VALIDATION_CODES.city],
      stateOrProvince: [ANALYTICS_VALIDATION_CODES.stateOrProvince],
    });
    expect(['925', '926', '930', '931', '932', '933', '934', '935', '936', '942']).toEqual(
      [...new Set([...codes.values()].flat())].toSorted(),
    );
  });
});
