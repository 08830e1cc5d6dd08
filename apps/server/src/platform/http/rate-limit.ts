import type { Clock } from '../clock.ts';

const WINDOW_MS = 60_000;

/**
 * Calls per key per minute, counted in fixed one-minute windows in this process (a console runs
 * as one or a few instances; each enforces the limit on the calls it serves). Windows of keys
 * not seen for a minute are dropped as new ones are counted, so memory follows active users.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly perMinute: number,
  ) {}

  /** Counts a call; false when the key is over its limit for the current window. */
  take(key: string): boolean {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.dropStale(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }

  private dropStale(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(key);
  }
}
