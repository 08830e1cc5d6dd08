import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from './index.ts';
import { WidgetError } from './core/errors.ts';

const base = { clientKey: 'test_ABC', environment: 'test', locale: 'en-US', countryCode: 'US' };

const errorOf = (run: () => unknown): WidgetError | undefined => {
  try {
    run();
  } catch (error) {
    return error as WidgetError;
  }
  return undefined;
};

describe('createCheckout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns about an unknown environment and uses test', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const checkout = createCheckout({ ...base, environment: 'staging' });
    expect(checkout.environment).toBe('test');
    expect(checkout.providerUrl).toBe('http://localhost:8081');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('throws an IMPLEMENTATION_ERROR for a locale not like en-US', () => {
    expect(errorOf(() => createCheckout({ ...base, locale: 'en_us' }))).toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    expect(errorOf(() => createCheckout({ ...base, locale: 'EN-us' }))).toBeInstanceOf(WidgetError);
  });

  it('throws when the client key prefix does not match the environment', () => {
    expect(errorOf(() => createCheckout({ ...base, environment: 'live' }))).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
    });
    expect(errorOf(() => createCheckout({ ...base, clientKey: 'live_ABC' }))).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
    });
    expect(createCheckout({ ...base, clientKey: 'live_ABC', environment: 'live-us' }).providerUrl).toBe(
      'https://live-us.pay.datadeck.example',
    );
  });

  it('throws for a session without id and for no country at all', () => {
    expect(errorOf(() => createCheckout({ ...base, session: { id: '', sessionData: 'x' } }))).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
    });
    const { countryCode: _unused, ...withoutCountry } = base;
    expect(errorOf(() => createCheckout(withoutCountry))).toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    expect(createCheckout({ ...withoutCountry, session: { id: 'CS1', sessionData: 'x' } }).sessionId).toBe('CS1');
  });

  it('lets providerUrl override the environment table', () => {
    expect(createCheckout({ ...base, providerUrl: 'http://127.0.0.1:9000/' }).providerOrigin).toBe(
      'http://127.0.0.1:9000',
    );
  });
});
