import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_STORAGE_KEY, Analytics } from './analytics.ts';

const options = { providerUrl: 'http://p', clientKey: 'test_K', locale: 'en-US', enabled: true, component: 'scheme' };

describe('analytics', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ checkoutAttemptId: 'attempt-1' })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

  it('sets up an attempt and flushes the queue every 10 s, strings cut to 128', async () => {
    const analytics = new Analytics(options);
    await analytics.start();
    expect(urls()).toEqual(['http://p/v3/analytics?clientKey=test_K']);
    analytics.add('info', { type: 'rendered', message: 'x'.repeat(300) });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(urls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls()[1]).toBe('http://p/v3/analytics/attempt-1?clientKey=test_K');
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as {
      info: Array<{ message: string; type: string }>;
    };
    expect(body.info[0]?.message).toHaveLength(128);
    expect(body.info[0]?.type).toBe('rendered');
    // Nothing queued: no request.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(urls()).toHaveLength(2);
    analytics.stop();
  });

  it('reuses the attempt id for 15 min and renews it after', async () => {
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const first = new Analytics(options);
    await first.start();
    first.stop();
    vi.setSystemTime(new Date('2025-01-01T00:14:59Z'));
    const second = new Analytics(options);
    await second.start();
    second.stop();
    expect(second.checkoutAttemptId).toBe('attempt-1');
    expect(urls().filter((url) => url.startsWith('http://p/v3/analytics?'))).toHaveLength(1);
    vi.setSystemTime(new Date('2025-01-01T00:15:01Z'));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ checkoutAttemptId: 'attempt-2' })));
    const third = new Analytics(options);
    await third.start();
    third.stop();
    expect(third.checkoutAttemptId).toBe('attempt-2');
    expect(JSON.parse(localStorage.getItem(ATTEMPT_STORAGE_KEY) ?? '{}')).toMatchObject({ id: 'attempt-2' });
  });

  it('sends nothing when disabled', async () => {
    const analytics = new Analytics({ ...options, enabled: false });
    await analytics.start();
    analytics.add('info', { type: 'rendered' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('flushes with keepalive on pagehide', async () => {
    const analytics = new Analytics(options);
    await analytics.start();
    analytics.add('logs', { type: 'ThreeDS2', code: '700' });
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[1]?.[1]?.keepalive).toBe(true);
    analytics.stop();
  });

  it('fails silently (SPEC §8): no attempt id, no log, no throw; a failed flush neither', async () => {
    const logs = ['info', 'warn', 'error', 'log'].map((level) =>
      vi.spyOn(console, level as 'info' | 'warn' | 'error' | 'log').mockImplementation(() => undefined),
    );
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const failing = new Analytics(options);
    await expect(failing.start()).resolves.toBeUndefined();
    expect(failing.checkoutAttemptId).toBeNull();
    failing.stop();
    const analytics = new Analytics(options);
    await analytics.start();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    analytics.add('info', { type: 'rendered' });
    await expect(analytics.flush()).resolves.toBeUndefined();
    expect(logs.flatMap((spy) => spy.mock.calls)).toEqual([]);
    analytics.stop();
    for (const spy of logs) spy.mockRestore();
  });
});
