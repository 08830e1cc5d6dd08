import { CARD_LIMITS } from '@datadeck/contracts/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '../index.ts';
import { fakeFrames, fieldMessage, type FakeFrame } from '../testing/fake-frames.ts';

/**
 * SPEC §5 "browser auto-fill accepted only if it passes": what the card does with a holder name
 * and an expiry date a browser filled in. The secured fields' side (an auto-filled number or date
 * in the iframe) is apps/pay-sandbox/src/secured-field/runtime.test.ts; the real browser is
 * e2e/tests/card-widget-live-evidence.spec.ts.
 */
async function mountCard() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response('{}')),
  );
  const checkout = createCheckout({
    clientKey: 'test_K',
    environment: 'test',
    locale: 'en-US',
    countryCode: 'US',
    analytics: { enabled: false },
  });
  const root = document.createElement('div');
  const component = checkout.create('card', { hasHolderName: true, holderNameRequired: true }).mount(root);
  await component.rendered;
  const frames = fakeFrames(root);
  const frame = (type: string) => frames.get(type) as FakeFrame;
  const holder = root.querySelector<HTMLInputElement>('input[name=holderName]');
  if (!holder) throw new Error('no holder name input');
  const holderError = () => root.querySelector('[data-field=holderName] .dd-error')?.textContent ?? '';
  return { component, frame, holder, holderError };
}

/** What a browser's auto-fill does to a host input: the value set, then a plain input Event. */
function autoFill(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input'));
}
function typeInto(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertText' }));
}

const tooLong = 'J'.repeat(CARD_LIMITS.holderNameMaxLength + 1);

describe('card: auto-filled holder name and expiry date', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a holder name filled into the number field’s document when it passes', async () => {
    const { component, frame, holder, holderError } = await mountCard();
    fieldMessage(frame('encryptedCardNumber'), 'autoComplete', {
      fieldType: 'encryptedCardNumber',
      name: 'cc-name',
      value: '  J. Smith ',
    });
    expect(holder.value).toBe('J. Smith');
    expect(holderError()).toBe('');
    expect(component.state.data.paymentMethod.holderName).toBe('J. Smith');
  });

  it('refuses one that fails: the name typed stays, the field says why', async () => {
    const { component, frame, holder, holderError } = await mountCard();
    typeInto(holder, 'Jo Typed');
    fieldMessage(frame('encryptedCardNumber'), 'autoComplete', {
      fieldType: 'encryptedCardNumber',
      name: 'cc-name',
      value: tooLong,
    });
    expect(holder.value).toBe('Jo Typed');
    expect(holderError()).toBe(`Enter at most ${CARD_LIMITS.holderNameMaxLength} characters`);
    expect(component.state.errors.holderName?.code).toBe('creditCard.holderName.tooLong');
    expect(component.state.data.paymentMethod.holderName).toBe('Jo Typed');
    // Typing again clears the refused name's error.
    typeInto(holder, 'Jo Typed Again');
    expect(holderError()).toBe('');
  });

  it('the browser filling the host input itself: taken if it passes, else not', async () => {
    const { holder, holderError } = await mountCard();
    autoFill(holder, 'A. Filled');
    expect(holder.value).toBe('A. Filled');
    autoFill(holder, tooLong);
    expect(holder.value).toBe('A. Filled');
    expect(holderError()).toBe(`Enter at most ${CARD_LIMITS.holderNameMaxLength} characters`);
  });

  it('a name typed too long is kept as typed and shows the error on leaving (never cut)', async () => {
    const { holder, holderError, component } = await mountCard();
    typeInto(holder, tooLong);
    holder.dispatchEvent(new Event('blur'));
    expect(holder.value).toBe(tooLong);
    expect(holderError()).toBe(`Enter at most ${CARD_LIMITS.holderNameMaxLength} characters`);
    expect(component.isValid).toBe(false);
  });

  it('passes an auto-filled expiry date on to the date field, which decides', async () => {
    const { frame } = await mountCard();
    fieldMessage(frame('encryptedCardNumber'), 'autoComplete', {
      fieldType: 'encryptedCardNumber',
      name: 'cc-exp',
      value: '03/2030',
    });
    expect(frame('encryptedExpiryDate').received().at(-1)).toMatchObject({
      type: 'autoComplete',
      payload: { value: '03/2030' },
    });
  });

  it('ignores auto-fill from any field but the number', async () => {
    const { frame, holder } = await mountCard();
    fieldMessage(frame('encryptedSecurityCode'), 'autoComplete', {
      fieldType: 'encryptedSecurityCode',
      name: 'cc-name',
      value: 'Not From Number',
    });
    expect(holder.value).toBe('');
  });
});
