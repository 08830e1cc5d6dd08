import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetError } from '../core/errors.ts';
import { createCheckout } from '../index.ts';
import { fakeFrames, fieldMessage, type FakeFrame } from '../testing/fake-frames.ts';
import type { CardOptions, CardState } from '../types.ts';

type Pending = { body: { requestId: string }; resolve: (response: Response) => void };

const lookup = (requestId: string | undefined, brands: BinLookupResponse['brands']) =>
  new Response(JSON.stringify({ ...(requestId ? { requestId } : {}), brands, showSocialSecurityNumber: false }));
const brandEntry = (brand: string, supported = true) =>
  ({ brand, supported, paymentMethodVariant: brand, cvcPolicy: 'required', expiryDatePolicy: 'required' }) as const;

async function mountCard(card: CardOptions = {}) {
  const onError = vi.fn<(error: WidgetError) => void>();
  const onChange = vi.fn<(state: CardState) => void>();
  const checkout = createCheckout({
    clientKey: 'test_K',
    environment: 'test',
    locale: 'en-US',
    countryCode: 'US',
    analytics: { enabled: false },
    onError,
    onChange,
  });
  const root = document.createElement('div');
  const component = checkout.create('card', card).mount(root);
  await component.rendered;
  const frames = fakeFrames(root);
  const number = frames.get('encryptedCardNumber') as FakeFrame;
  return { component, root, frames, number, onError, onChange };
}

describe('card component: binLookup and brands', () => {
  let pending: Pending[];
  beforeEach(() => {
    pending = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise<Response>((resolve) => {
            pending.push({ body: JSON.parse(String(init?.body)) as Pending['body'], resolve });
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('drops a stale answer and uses only the latest request', async () => {
    const { number, component } = await mountCard();
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-1' });
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-2' });
    expect(pending.map((request) => request.body.requestId)).toEqual(['1', '2']);
    expect(pending[0]?.body).toMatchObject({
      type: 'card',
      supportedBrands: ['mc', 'visa', 'amex'],
      encryptedBin: 'jwe-1',
    });
    pending[1]?.resolve(lookup('2', [brandEntry('visa')]));
    await vi.waitFor(() => expect(component.state.brand).toBe('visa'));
    const stale = lookup('1', [brandEntry('mc')]);
    pending[0]?.resolve(stale);
    await vi.waitFor(() => expect(stale.bodyUsed).toBe(true));
    // A later answer goes through the same steps, started after the stale one's: once it is used,
    // the stale answer has been handled, and must have changed nothing.
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-3' });
    pending[2]?.resolve(lookup('3', [brandEntry('amex')]));
    await vi.waitFor(() => expect(component.state.brand).toBe('amex'));
    const brands = number
      .received()
      .filter((message) => message.type === 'brand')
      .map((message) => (message.payload as { brand: string }).brand);
    expect(brands).toEqual(['visa', 'amex']);
  });

  it('tells the security-code field the placeholder of the brand: 4 digits for amex', async () => {
    const { frames, number } = await mountCard();
    const securityCode = frames.get('encryptedSecurityCode') as FakeFrame;
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-1' });
    pending[0]?.resolve(lookup('1', [brandEntry('amex')]));
    await vi.waitFor(() =>
      expect(securityCode.received().at(-1)).toMatchObject({
        type: 'brand',
        payload: { brand: 'amex', securityCodePlaceholder: '4 digits' },
      }),
    );
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-2' });
    pending[1]?.resolve(lookup('2', [brandEntry('visa')]));
    await vi.waitFor(() =>
      expect(securityCode.received().at(-1)).toMatchObject({
        type: 'brand',
        payload: { brand: 'visa', securityCodePlaceholder: '3 digits' },
      }),
    );
  });

  it('reports an answer without requestId to onError', async () => {
    const { number, onError } = await mountCard();
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-1' });
    pending[0]?.resolve(lookup(undefined, [brandEntry('visa')]));
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'binLookup response has no requestId' }),
        expect.anything(),
      ),
    );
  });

  it('skips binLookup when doBinLookup is false', async () => {
    const { number } = await mountCard({ doBinLookup: false });
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-1' });
    expect(pending).toHaveLength(0);
  });

  it('lets the shopper choose a dual brand by radio, local brand first', async () => {
    const { number, root, component } = await mountCard({ brands: ['visa', 'cartebancaire'] });
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-1' });
    pending[0]?.resolve(lookup('1', [brandEntry('visa'), brandEntry('cartebancaire')]));
    const group = await vi.waitFor(() => {
      const fieldset = root.querySelector('fieldset.dd-dual-brand');
      expect(fieldset).not.toBeNull();
      return fieldset;
    });
    expect(group?.querySelector('legend')?.textContent).toBe('Choose your card brand');
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => radio.value)).toEqual(['cartebancaire', 'visa']);
    expect(component.state.brand).toBe('cartebancaire');
    // A keyboard arrow or a click checks the radio and fires change.
    if (radios[1]) radios[1].checked = true;
    radios[1]?.dispatchEvent(new Event('change'));
    expect(component.state.brand).toBe('visa');
    expect(number.received().at(-1)).toMatchObject({ type: 'brand', payload: { brand: 'visa' } });
  });

  it('keeps the brand the shopper chose when a later answer offers the same brands, not new ones', async () => {
    const onBinLookup = vi.fn<NonNullable<CardOptions['onBinLookup']>>();
    const { number, root, component } = await mountCard({ brands: ['visa', 'cartebancaire', 'mc'], onBinLookup });
    const radios = () => [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    /** The n-th BIN's answer, once the card has taken it in. */
    const answer = async (n: number, brands: BinLookupResponse['brands']) => {
      fieldMessage(number, 'bin', { encryptedBin: `jwe-${n}` });
      pending[n - 1]?.resolve(lookup(String(n), brands));
      await vi.waitFor(() => expect(onBinLookup).toHaveBeenCalledTimes(n));
    };
    await answer(1, [brandEntry('visa'), brandEntry('cartebancaire')]);
    const second = radios()[1];
    if (second) second.checked = true;
    second?.dispatchEvent(new Event('change'));
    expect(component.state.brand).toBe('visa');

    // The BIN grew as the shopper typed on: the same two brands again.
    await answer(2, [brandEntry('visa'), brandEntry('cartebancaire')]);
    expect(radios().find((radio) => radio.checked)?.value).toBe('visa');
    expect(component.state.brand).toBe('visa');

    // Other brands: the choice starts again from the local brand.
    await answer(3, [brandEntry('mc'), brandEntry('cartebancaire')]);
    expect(radios().map((radio) => radio.value)).toEqual(['cartebancaire', 'mc']);
    expect(radios()[0]?.checked).toBe(true);
    expect(component.state.brand).toBe('cartebancaire');
  });

  it('shows the unsupported-card error on the number field', async () => {
    const { number, component } = await mountCard({ brands: ['mc', 'visa'] });
    fieldMessage(number, 'state', {
      fieldType: 'encryptedCardNumber',
      empty: false,
      valid: true,
      error: null,
      encrypted: { encryptedCardNumber: 'jwe' },
    });
    fieldMessage(number, 'bin', { encryptedBin: 'jwe-1' });
    pending[0]?.resolve(lookup('1', [brandEntry('amex', false)]));
    await vi.waitFor(() =>
      expect(component.state.errors.encryptedCardNumber).toEqual({
        code: 'cc.num.903',
        message: "We don't support this card",
      }),
    );
    expect(component.isValid).toBe(false);
  });
});

describe('card component: state and submit', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}')),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('becomes valid with all blobs and calls onSubmit in the advanced flow', async () => {
    const onSubmit = vi.fn<(state: CardState) => void>();
    const checkout = createCheckout({
      clientKey: 'test_K',
      environment: 'test',
      locale: 'en-US',
      countryCode: 'US',
      analytics: { enabled: false },
      onSubmit,
    });
    const root = document.createElement('div');
    const component = checkout
      .create('card', { showPayButton: true, amount: { value: 1000, currency: 'USD' } })
      .mount(root);
    await component.rendered;
    const frames = fakeFrames(root);
    const state = (
      type: 'encryptedCardNumber' | 'encryptedExpiryDate' | 'encryptedSecurityCode',
      encrypted: Record<string, string>,
    ) =>
      fieldMessage(frames.get(type) as FakeFrame, 'state', {
        fieldType: type,
        empty: false,
        valid: true,
        error: null,
        encrypted,
        detectedBrands: ['visa'],
      });
    component.submit();
    // Asking the fields to show their errors is how submit ends on an invalid card.
    await vi.waitFor(() =>
      expect(
        frames
          .get('encryptedCardNumber')
          ?.received()
          .some((message) => message.type === 'validate'),
      ).toBe(true),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    state('encryptedCardNumber', { encryptedCardNumber: 'n' });
    state('encryptedExpiryDate', { encryptedExpiryMonth: 'm', encryptedExpiryYear: 'y' });
    state('encryptedSecurityCode', { encryptedSecurityCode: 'c' });
    expect(component.isValid).toBe(true);
    const button = root.querySelector<HTMLButtonElement>('button.dd-pay');
    expect(button?.textContent).toBe('Pay $10.00');
    button?.click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].data.paymentMethod).toEqual({
      type: 'scheme',
      encryptedCardNumber: 'n',
      encryptedExpiryMonth: 'm',
      encryptedExpiryYear: 'y',
      encryptedSecurityCode: 'c',
      brand: 'visa',
    });
    component.setStatus('loading');
    expect(button?.disabled).toBe(true);
    expect(button?.querySelector('.dd-spinner')).not.toBeNull();
  });
});
