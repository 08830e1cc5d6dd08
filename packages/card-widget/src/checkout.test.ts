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
    expect(warn).toHaveBeenCalledExactlyOnceWith('Unknown environment "staging", using "test"');
    // Then a live key no longer matches: test it is.
    expect(errorOf(() => createCheckout({ ...base, clientKey: 'live_ABC', environment: 'staging' }))).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: 'The client key must start with "test_" for the test environment',
    });
  });

  it('knows every environment of SPEC §9 without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const environment of ['live', 'live-us', 'live-au', 'live-apse', 'live-in'])
      expect(createCheckout({ ...base, clientKey: 'live_ABC', environment }).environment).toBe(environment);
    expect(createCheckout(base).environment).toBe('test');
    expect(warn).not.toHaveBeenCalled();
  });

  it('throws an IMPLEMENTATION_ERROR for a locale not like en-US', () => {
    expect(errorOf(() => createCheckout({ ...base, locale: 'en_us' }))).toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    expect(errorOf(() => createCheckout({ ...base, locale: 'EN-us' }))).toBeInstanceOf(WidgetError);
    for (const locale of ['en', 'en-us', 'eng-US', 'en-USA', ' en-US', 'en-US ', ''])
      expect(errorOf(() => createCheckout({ ...base, locale }))).toMatchObject({
        type: 'IMPLEMENTATION_ERROR',
        message: `Locale "${locale}" must look like en-US`,
      });
    expect(createCheckout({ ...base, locale: 'nl-NL' }).locale).toBe('nl-NL');
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

  it('says which rule a missing country or session id breaks', () => {
    const { countryCode: _unused, ...withoutCountry } = base;
    expect(errorOf(() => createCheckout(withoutCountry))?.message).toBe(
      'countryCode is required when there is no session',
    );
    expect(errorOf(() => createCheckout({ ...base, session: { id: '', sessionData: 'x' } }))?.message).toBe(
      'The session needs an id',
    );
  });
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const setupAnswer = (countryCode?: string) => ({
  id: 'CS1',
  sessionData: 'data-2',
  amount: { currency: 'EUR', value: 1000 },
  ...(countryCode ? { countryCode } : {}),
  paymentMethods: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['mc'] }] },
});

describe('session setup country', () => {
  const { countryCode: _unused, ...withoutCountry } = base;
  const session = { id: 'CS1', sessionData: 'data-1' };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the options country first, then the session one, without a lookup', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(setupAnswer('NL')));
    vi.stubGlobal('fetch', fetchMock);
    expect((await createCheckout({ ...base, session }).setup()).countryCode).toBe('US');
    expect((await createCheckout({ ...withoutCountry, session }).setup()).countryCode).toBe('NL');
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/v1/sessions/CS1/setup',
      '/v1/sessions/CS1/setup',
    ]);
  });

  it("looks the shopper's country up by IP when neither gives one, and falls back to AU", async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('/shopperCountry') ? json({ countryCode: 'BR' }) : json(setupAnswer()),
    );
    vi.stubGlobal('fetch', fetchMock);
    const checkout = createCheckout({ ...withoutCountry, session });
    expect(await checkout.setup()).toEqual({
      amount: { currency: 'EUR', value: 1000 },
      countryCode: 'BR',
      brands: ['mc'],
    });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('http://localhost:8081/v1/shopperCountry?clientKey=test_ABC');

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) =>
        String(url).includes('/shopperCountry') ? new Response('', { status: 502 }) : json(setupAnswer()),
      ),
    );
    expect((await createCheckout({ ...withoutCountry, session }).setup()).countryCode).toBe('AU');
  });
});

const bodies = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  }));

describe('session gift card balance and orders', () => {
  const session = { id: 'CS 1', sessionData: 'data-1' };
  const giftCard = {
    type: 'giftcard' as const,
    brand: 'givex' as const,
    encryptedCardNumber: 'jwe-number',
    encryptedSecurityCode: 'jwe-pin',
  };
  const order = { pspReference: 'PSP1', orderData: 'order-data' };
  afterEach(() => vi.unstubAllGlobals());

  it('checks a balance, opens and cancels an order, each with the latest sessionData', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        json({ sessionData: 'data-2', resultCode: 'NotEnoughBalance', balance: { currency: 'EUR', value: 500 } }),
      )
      .mockResolvedValueOnce(
        json({
          sessionData: 'data-3',
          ...order,
          amount: { currency: 'EUR', value: 1000 },
          remainingAmount: { currency: 'EUR', value: 1000 },
          expiresAt: '2030-01-01T00:00:00.000Z',
        }),
      )
      .mockResolvedValueOnce(
        json({
          sessionData: 'data-4',
          resultCode: 'NotEnoughBalance',
          balance: { currency: 'EUR', value: 500 },
        }),
      )
      .mockResolvedValueOnce(json({ sessionData: 'data-5', pspReference: 'PSP1', resultCode: 'Received' }));
    vi.stubGlobal('fetch', fetchMock);
    const checkout = createCheckout({ ...base, session });

    await expect(checkout.checkBalance(giftCard)).resolves.toMatchObject({
      resultCode: 'NotEnoughBalance',
      balance: { value: 500 },
    });
    const created = await checkout.createOrder();
    expect(created).toMatchObject({ pspReference: 'PSP1', remainingAmount: { value: 1000 } });
    await checkout.checkBalance(giftCard, created);
    await expect(checkout.cancelOrder(created)).resolves.toMatchObject({ resultCode: 'Received' });
    expect(checkout.sessionData).toBe('data-5');

    const sessionUrl = 'http://localhost:8081/v1/sessions/CS%201';
    expect(bodies(fetchMock)).toEqual([
      {
        url: `${sessionUrl}/paymentMethodBalance?clientKey=test_ABC`,
        body: { sessionData: 'data-1', paymentMethod: giftCard },
      },
      { url: `${sessionUrl}/orders?clientKey=test_ABC`, body: { sessionData: 'data-2' } },
      {
        url: `${sessionUrl}/paymentMethodBalance?clientKey=test_ABC`,
        body: { sessionData: 'data-3', paymentMethod: giftCard, order },
      },
      // Only the order's reference goes back, not the amounts the answer carried.
      { url: `${sessionUrl}/orders/cancel?clientKey=test_ABC`, body: { sessionData: 'data-4', order } },
    ]);
  });

  it('rejects with the provider error as a NETWORK_ERROR and keeps the sessionData', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          json(
            { status: 422, errorCode: 'giftcard.pin', errorType: 'validation', message: 'the PIN does not match' },
            422,
          ),
        ),
    );
    const checkout = createCheckout({ ...base, session });
    await expect(checkout.checkBalance(giftCard)).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      code: 'giftcard.pin',
      message: 'the PIN does not match',
    });
    expect(checkout.sessionData).toBe('data-1');
  });

  it('needs a session: IMPLEMENTATION_ERROR without a request', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const checkout = createCheckout(base);
    await expect(checkout.checkBalance(giftCard)).rejects.toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: 'paymentMethodBalance needs a session',
    });
    await expect(checkout.createOrder()).rejects.toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    await expect(checkout.cancelOrder(order)).rejects.toMatchObject({ type: 'IMPLEMENTATION_ERROR' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
