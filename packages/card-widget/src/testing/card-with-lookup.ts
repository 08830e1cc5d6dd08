import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { expect, vi } from 'vitest';
import { createCheckout } from '../index.ts';
import type { CardOptions, CardState } from '../types.ts';
import { fakeFrames, fieldMessage, type FakeFrame } from './fake-frames.ts';

export type LookupAnswer = Omit<BinLookupResponse, 'requestId'>;

export const lookupAnswer = (
  brand: string,
  issuingCountryCode: string,
  showSocialSecurityNumber = false,
): LookupAnswer => ({
  brands: [
    { brand, supported: true, paymentMethodVariant: brand, cvcPolicy: 'required', expiryDatePolicy: 'required' },
  ],
  issuingCountryCode,
  showSocialSecurityNumber,
});

/**
 * A mounted card whose provider answers binLookup with the answer the test sets (its requestId
 * echoed, as the provider does) and any other call with `{}`. `lookUp` plays a BIN typed into
 * the number field and waits until the card has taken the answer in. The root is not in the
 * document, so the test environment does not try to load the provider's iframes.
 */
export async function mountCardWithLookup(card: CardOptions) {
  let answer: LookupAnswer = lookupAnswer('visa', 'US');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      if (!String(url).includes('/binLookup')) return new Response('{}');
      const { requestId } = JSON.parse(String(init?.body)) as { requestId: string };
      return new Response(JSON.stringify({ requestId, ...answer }));
    }),
  );
  const onBinLookup = vi.fn<NonNullable<CardOptions['onBinLookup']>>();
  const checkout = createCheckout({
    clientKey: 'test_K',
    environment: 'test',
    locale: 'en-US',
    countryCode: 'US',
    analytics: { enabled: false },
  });
  const root = document.createElement('div');
  const component = checkout.create('card', { ...card, onBinLookup }).mount(root);
  await component.rendered;
  const frames = fakeFrames(root);
  const number = frames.get('encryptedCardNumber') as FakeFrame;
  let lookups = 0;
  const lookUp = async (next: LookupAnswer) => {
    answer = next;
    fieldMessage(number, 'bin', { encryptedBin: `jwe-bin-${++lookups}` });
    await vi.waitFor(() => expect(onBinLookup).toHaveBeenCalledTimes(lookups));
  };
  /** The BIN went away (fewer than 6 digits). */
  const clearBin = () => fieldMessage(number, 'bin', { encryptedBin: null });
  const valid = (fieldType: 'encryptedCardNumber' | 'encryptedExpiryDate' | 'encryptedSecurityCode') => {
    const frame = frames.get(fieldType) as FakeFrame;
    fieldMessage(frame, 'state', {
      fieldType,
      empty: false,
      valid: true,
      error: null,
      encrypted: { [fieldType === 'encryptedExpiryDate' ? 'encryptedExpiryMonth' : fieldType]: `jwe-${fieldType}` },
    });
  };
  /** The card's own three fields, valid: what is left to make the card valid is the parts'. */
  const fillCard = () => {
    valid('encryptedCardNumber');
    valid('encryptedExpiryDate');
    valid('encryptedSecurityCode');
  };
  const state = (): CardState => component.state;
  return { component, root, lookUp, clearBin, fillCard, state };
}

/** Types into a host input as a keystroke does. */
export function typeInto(input: HTMLInputElement, text: string): void {
  input.value += text;
  input.dispatchEvent(new Event('input'));
}
