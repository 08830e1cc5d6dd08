import { PAY_BUTTON, type SecuredFieldType } from '@datadeck/contracts/provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '../index.ts';
import { fakeFrames, fieldMessage, type FakeFrame } from '../testing/fake-frames.ts';
import type { CardComponentHandle } from '../types.ts';

const ENCRYPTED: Record<string, Record<string, string>> = {
  encryptedCardNumber: { encryptedCardNumber: 'n' },
  encryptedExpiryDate: { encryptedExpiryMonth: 'm', encryptedExpiryYear: 'y' },
  encryptedSecurityCode: { encryptedSecurityCode: 'c' },
};

/**
 * A session card with a pay button whose provider answers the payment with `resultCode`; the
 * card's three fields are valid. Only setTimeout is faked, so fetch and promises run as usual.
 */
async function paySessionCard(resultCode: 'Authorised' | 'Refused') {
  const payments: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      const path = new URL(String(url)).pathname;
      if (path.endsWith('/setup'))
        return new Response(
          JSON.stringify({
            id: 'CS1',
            sessionData: 'sd-2',
            amount: { value: 1000, currency: 'USD' },
            countryCode: 'US',
            paymentMethods: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa'] }] },
          }),
        );
      payments.push(path);
      return new Response(JSON.stringify({ sessionData: 'sd-3', resultCode }));
    }),
  );
  const onPaymentCompleted = vi.fn<(result: unknown, component: CardComponentHandle) => void>();
  const checkout = createCheckout({
    clientKey: 'test_K',
    environment: 'test',
    locale: 'en-US',
    session: { id: 'CS1', sessionData: 'sd-1' },
    analytics: { enabled: false },
    onPaymentCompleted,
  });
  const root = document.createElement('div');
  const component = checkout.create('card', { showPayButton: true }).mount(root);
  await component.rendered;
  const frames = fakeFrames(root);
  for (const [type, encrypted] of Object.entries(ENCRYPTED))
    fieldMessage(frames.get(type) as FakeFrame, 'state', {
      fieldType: type as SecuredFieldType,
      empty: false,
      valid: true,
      error: null,
      encrypted,
      detectedBrands: ['visa'],
    });
  const button = root.querySelector<HTMLButtonElement>('button.dd-pay');
  if (!button) throw new Error('no pay button');
  return { button, payments, onPaymentCompleted, root };
}

describe('pay button after a payment went through (SPEC §9 "pay-completed reset 1000 ms")', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it(`shows the payment completed, then is ready to pay again after ${PAY_BUTTON.completedResetMs} ms`, async () => {
    const { button, payments, onPaymentCompleted, root } = await paySessionCard('Authorised');
    expect(button.textContent).toBe('Pay $10.00');
    // Not vi.waitFor: with fake timers it moves the clock while it waits.
    const completed = new Promise<void>((resolve) => onPaymentCompleted.mockImplementation(() => resolve()));
    button.click();
    await completed;
    expect(button.textContent).toBe('Completed');
    expect(button.disabled).toBe(true);
    expect(button.classList.contains('dd-pay--completed')).toBe(true);
    // Announced to screen-reader users, who do not see the button change.
    expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe('Completed');

    // A click while the button says so pays nothing twice.
    button.click();
    onPaymentCompleted.mock.calls[0]?.[1].submit();
    await vi.advanceTimersByTimeAsync(PAY_BUTTON.completedResetMs - 1);
    expect(button.textContent).toBe('Completed');
    expect(payments).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(button.textContent).toBe('Pay $10.00');
    expect(button.disabled).toBe(false);
    expect(button.classList.contains('dd-pay--completed')).toBe(false);
    button.click();
    await vi.waitFor(() => expect(payments).toHaveLength(2));
  });

  it('a refused payment never shows completed: the button is ready at once', async () => {
    const { button, payments } = await paySessionCard('Refused');
    button.click();
    await vi.waitFor(() => expect(payments).toHaveLength(1));
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe('Pay $10.00');
  });
});
