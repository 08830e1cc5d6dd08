import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupShopperCountry } from './country.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('lookupShopperCountry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("asks the provider with the client key and answers the shopper's country", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ countryCode: 'NL' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(lookupShopperCountry('http://p', 'test_K+1')).resolves.toBe('NL');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://p/v1/shopperCountry?clientKey=test_K%2B1');
  });

  it('gives AU when the provider does not know the address (localhost), quietly', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json({ countryCode: null })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(lookupShopperCountry('http://p', 'test_K')).resolves.toBe('AU');
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives AU and warns when the lookup fails (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await expect(lookupShopperCountry('http://p', 'test_K')).resolves.toBe('AU');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          json({ status: 401, errorCode: 'security.clientKey', errorType: 'security', message: 'No' }, 401),
        ),
    );
    await expect(lookupShopperCountry('http://p', 'test_K')).resolves.toBe('AU');
    expect(warn.mock.calls).toEqual([
      ['Service at http://p/v1/shopperCountry?clientKey=test_K is not available'],
      ['No'],
    ]);
  });

  it('gives AU for an answer that is not a country code', async () => {
    for (const body of [{ countryCode: 'nl' }, { countryCode: 'NLD' }, {}, 'NL']) {
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(body)));
      await expect(lookupShopperCountry('http://p', 'test_K')).resolves.toBe('AU');
    }
  });

  it('gives AU after the 60 s time-out', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    let country: string | undefined;
    void lookupShopperCountry('http://p', 'test_K').then((value) => {
      country = value;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(country).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(country).toBe('AU');
  });
});
