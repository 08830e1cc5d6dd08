import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundReads, ok, stubApi } from '../../test/fake-api.ts';
import { me } from '../../test/fixtures.ts';
import { api } from './api-routes.ts';
import { apiRequest } from './client.ts';
import { queryClient } from './query-client.ts';

const POLL_MS = 2_000;
const polled = queryOptions({
  queryKey: ['polled-session'],
  queryFn: ({ signal }) => apiRequest(api.auth.me, { signal }),
  refetchInterval: POLL_MS,
});
const notPolled = queryOptions({
  queryKey: ['session-once'],
  queryFn: ({ signal }) => apiRequest(api.auth.me, { signal }),
});

/** A component's use of the query: it loads, and keeps its interval while subscribed. */
function watch(options: typeof polled | typeof notPolled) {
  const observer = new QueryObserver(queryClient, options);
  return observer.subscribe(() => {});
}

describe('background reads', () => {
  // Only the polling interval is faked: the fetches themselves resolve as they would.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it("marks a query's refetches by its interval, not its first load nor a refetch after a change", async () => {
    const fetchMock = stubApi([[api.auth.me, () => ok(me)]]);
    const stop = watch(polled);
    try {
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(POLL_MS);
      await vi.advanceTimersByTimeAsync(POLL_MS);
      await queryClient.invalidateQueries({ queryKey: polled.queryKey });
      expect(backgroundReads(fetchMock, api.auth.me)).toEqual([false, true, true, false]);
    } finally {
      stop();
    }
  });

  it('leaves a query without an interval unmarked, whatever timers run meanwhile', async () => {
    const fetchMock = stubApi([[api.auth.me, () => ok(me)]]);
    const stop = watch(notPolled);
    try {
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(POLL_MS);
      await queryClient.refetchQueries({ queryKey: notPolled.queryKey });
      expect(backgroundReads(fetchMock, api.auth.me)).toEqual([false, false]);
    } finally {
      stop();
    }
  });
});
