import type { TimeoutProvider } from '@tanstack/react-query';

/**
 * Which requests the console makes by itself. A query's `refetchInterval` is the console
 * polling, not the user: those reads carry BACKGROUND_READ_HEADER, so an open tab alone does not
 * keep an idle session alive (the server does not count them as activity). Everything else —
 * loading a page, a click, a refetch on focus or after a change — is the user's.
 *
 * TanStack Query says nothing to a query function about why it runs, but its interval is the
 * only timer it starts with `setInterval`, and a tick starts the fetch synchronously: the
 * observer calls the query, the query its function, the function `apiRequest`, which decides
 * its headers before its first await. So every polling query is marked by this one provider,
 * with nothing to remember in each query; a query function must only call `apiRequest` before
 * it awaits anything else (the polling queries' tests check it).
 */
let polling = false;

/** Whether the request being made now comes from a query's refetch interval. */
export const isBackgroundRead = (): boolean => polling;

function asBackground(tick: () => void): void {
  polling = true;
  try {
    tick();
  } finally {
    polling = false;
  }
}

/** The platform's timers (looked up at each call, so tests' fake timers apply), intervals marked. */
export const backgroundReadTimers: TimeoutProvider<ReturnType<typeof setTimeout>> = {
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(() => asBackground(callback), delay),
  clearInterval: (id) => clearInterval(id),
};
