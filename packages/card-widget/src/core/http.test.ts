import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const spies = () => ({
  info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
  warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
});

describe('http', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('posts JSON and returns the answer', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(http('http://p/x', { body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it('turns a provider error body into a NETWORK_ERROR with its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(json({ status: 403, errorCode: '010', errorType: 'security', message: 'Not allowed' }, 403)),
    );
    await expect(http('http://p/x')).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Not allowed',
      code: '010',
    });
  });

  it("says 'Service at {url} is not available' for other failures", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 502 })));
    await expect(http('http://p/y')).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Service at http://p/y is not available',
    });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await expect(http('http://p/z')).rejects.toMatchObject({ message: 'Service at http://p/z is not available' });
  });

  it('aborts after 60 s', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = http('http://p/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Service at http://p/slow is not available',
    });
  });

  describe('error levels (SPEC §8: NETWORK_ERROR unless level silent, info, warn or error)', () => {
    const errorBody = { status: 404, errorCode: 'x.404', errorType: 'validation', message: 'No such thing' };

    it.each(['info', 'warn', 'error'] as const)(
      '%s logs the message at that level and resolves undefined',
      async (level) => {
        vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(errorBody, 404)));
        const logs = spies();
        await expect(http('http://p/x', { errorLevel: level })).resolves.toBeUndefined();
        expect(logs[level]).toHaveBeenCalledExactlyOnceWith('No such thing');
        for (const other of (['info', 'warn', 'error'] as const).filter((name) => name !== level))
          expect(logs[other]).not.toHaveBeenCalled();
      },
    );

    it('silent swallows the failure without a word', async () => {
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
      const logs = spies();
      await expect(http('http://p/x', { errorLevel: 'silent' })).resolves.toBeUndefined();
      expect([logs.info, logs.warn, logs.error].flatMap((spy) => spy.mock.calls)).toEqual([]);
    });

    it('fatal (the default) throws, and a logged level still returns a good answer', async () => {
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(errorBody, 404)));
      await expect(http('http://p/x', { errorLevel: 'fatal' })).rejects.toMatchObject({ type: 'NETWORK_ERROR' });
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json({ ok: 2 })));
      await expect(http('http://p/x', { errorLevel: 'warn' })).resolves.toEqual({ ok: 2 });
    });

    it('errorMessage replaces the not-available text, not a provider message', async () => {
      const logs = spies();
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 })));
      await http('http://p/x', { errorLevel: 'warn', errorMessage: 'Dataset x is not available' });
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(errorBody, 404)));
      await http('http://p/x', { errorLevel: 'warn', errorMessage: 'Dataset x is not available' });
      expect(logs.warn.mock.calls).toEqual([['Dataset x is not available'], ['No such thing']]);
    });

    it('logs a time-out at its level after 60 s instead of throwing', async () => {
      vi.useFakeTimers();
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(
          (_url, init) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            }),
        ),
      );
      const logs = spies();
      const result = http('http://p/slow', { errorLevel: 'error' });
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(result).resolves.toBeUndefined();
      expect(logs.error).toHaveBeenCalledWith('Service at http://p/slow is not available');
    });
  });
});
