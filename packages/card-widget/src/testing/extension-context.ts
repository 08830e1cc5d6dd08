import { vi } from 'vitest';
import type { CardFieldName, CardOptions, CardStatePaymentMethod, FieldError } from '../types.ts';
import { Analytics } from '../core/analytics.ts';
import type { CheckoutContext } from '../core/context.ts';
import type { WidgetError } from '../core/errors.ts';
import { EN_US, createTranslator } from '../core/i18n.ts';
import type { ExtensionContext } from '../card/extension.ts';
import { PROVIDER } from './fake-frames.ts';

export interface FakeExtensionContext extends ExtensionContext {
  readonly changed: ReturnType<typeof vi.fn<() => void>>;
  readonly validationEvent: ReturnType<typeof vi.fn<(target: CardFieldName, code: string, error: FieldError) => void>>;
  readonly emitError: ReturnType<typeof vi.fn<(error: WidgetError) => void>>;
  readonly pay: ReturnType<typeof vi.fn<(paymentMethod: CardStatePaymentMethod) => Promise<void>>>;
}

/** What the card hands a part, with spies for what the part tells the card (tests of one part alone). */
export function fakeExtensionContext(options: CardOptions = {}): FakeExtensionContext {
  const t = createTranslator('en-US', EN_US);
  const checkoutOptions = { clientKey: 'test_K', environment: 'test', locale: 'en-US', countryCode: 'US' };
  const checkout: CheckoutContext = {
    options: checkoutOptions,
    providerUrl: PROVIDER,
    clientKey: checkoutOptions.clientKey,
    sessionId: undefined,
    sessionData: undefined,
    post: () => Promise.reject(new Error('no provider calls in this test')),
    translations: () => Promise.resolve(t),
    setup: () => Promise.resolve({}),
    analytics: (component) =>
      new Analytics({ providerUrl: PROVIDER, clientKey: 'test_K', locale: 'en-US', enabled: false, component }),
  };
  return {
    checkout,
    options,
    t,
    amount: undefined,
    countryCode: 'US',
    changed: vi.fn<() => void>(),
    validationEvent: vi.fn<(target: CardFieldName, code: string, error: FieldError) => void>(),
    emitError: vi.fn<(error: WidgetError) => void>(),
    pay: vi.fn<(paymentMethod: CardStatePaymentMethod) => Promise<void>>(() => Promise.resolve()),
  };
}
