import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
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
});
