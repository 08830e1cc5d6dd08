import { ERROR_CODES, LIMITS, MESSAGES } from '@datadeck/contracts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/http/errors.ts';

/** How one kind of key is throttled: see LIMITS.signInThrottle. */
export interface BucketRule {
  readonly burst: number;
  readonly refillMs: number;
  readonly maxRefillMs: number;
}

interface Bucket {
  rule: BucketRule;
  tokens: number;
  at: number;
  /** The current refill interval: doubled each time the bucket runs dry, back to the rule's when full. */
  refillMs: number;
}

/** A refused attempt: 429, and the client may try again after `retryAfterSeconds`. */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, [{ name: ERROR_CODES.rateLimited, message: MESSAGES.auth.throttled }]);
  }
}

/** What a taken attempt holds: give it back once the password proved right. */
export interface Attempt {
  refund(): void;
}

/** Buckets not touched for this long are full again and can be forgotten. */
const forgetAfterMs = (rule: BucketRule) => rule.burst * rule.maxRefillMs;

/**
 * At most this many buckets are kept: past it, after the full ones, the longest untouched go
 * (their keys start again with a full bucket), so a spray of made-up usernames from many
 * addresses cannot grow the process's memory without end.
 */
const MAX_BUCKETS = 100_000;

/**
 * Sign-in throttling, always on: token buckets of attempts per key (a username, a client
 * address). Every attempt takes a token before its password is checked, so a burst is cut at the
 * bucket's size however it arrives; an attempt whose password was right gives its token back, so
 * only failures use the bucket up. A dry bucket refills ever more slowly (exponential back-off),
 * bounded by `maxRefillMs`: nobody is shut out for longer than that by attempts that stopped.
 *
 * Kept in this process, like the API-key limiter: a console runs as one or a few instances, each
 * throttling the attempts it serves (with n instances a burst gets at most n times through). The
 * lockout rule (SPEC §9), which must hold across instances, is kept in the database instead.
 */
export class SignInThrottle {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock) {}

  /**
   * Takes one attempt from every key's bucket, or none: when any is dry, throws ThrottledError
   * with the time until all of them have an attempt again. Synchronous, so concurrent requests
   * cannot both take the last token.
   */
  take(keys: readonly { key: string; rule: BucketRule }[]): Attempt {
    const now = this.clock.now().getTime();
    const buckets = keys.map(({ key, rule }) => this.bucket(key, rule, now));
    const waitMs = Math.max(0, ...buckets.map((b) => (b.tokens >= 1 ? 0 : (1 - b.tokens) * b.refillMs)));
    if (waitMs > 0) throw new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)));
    for (const b of buckets) {
      b.tokens -= 1;
      // Ran dry: the next attempts come back ever more slowly, up to the bound.
      if (b.tokens < 1) b.refillMs = Math.min(b.refillMs * 2, b.rule.maxRefillMs);
    }
    let refunded = false;
    return {
      refund: () => {
        if (refunded) return;
        refunded = true;
        for (const b of buckets) b.tokens = Math.min(b.rule.burst, b.tokens + 1);
      },
    };
  }

  /** The key's bucket, refilled up to now. */
  private bucket(key: string, rule: BucketRule, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      this.dropFull(now);
      if (this.buckets.size >= MAX_BUCKETS) this.dropOldest(this.buckets.size - MAX_BUCKETS + 1);
      bucket = { rule, tokens: rule.burst, at: now, refillMs: rule.refillMs };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const gained = (now - bucket.at) / bucket.refillMs;
    bucket.tokens = Math.min(rule.burst, bucket.tokens + gained);
    bucket.at = now;
    if (bucket.tokens >= rule.burst) bucket.refillMs = rule.refillMs;
    // Moved to the end: the map's order is then least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    return bucket;
  }

  /** Forgets the `count` least recently used buckets. */
  private dropOldest(count: number): void {
    let left = count;
    for (const key of this.buckets.keys()) {
      if (left-- <= 0) return;
      this.buckets.delete(key);
    }
  }

  /** How many buckets are kept (for the tests of the bound). */
  get size(): number {
    return this.buckets.size;
  }

  /**
   * Forgets buckets idle long enough to be full again, so memory follows active attackers. The
   * map is least recently used first: it stops at the first bucket still in use, so each bucket
   * is looked at about once.
   */
  private dropFull(now: number): void {
    for (const [key, b] of this.buckets) {
      if (now - b.at < forgetAfterMs(b.rule)) return;
      this.buckets.delete(key);
    }
  }
}

/**
 * The client of an address for throttling: an IPv4 address itself (also when IPv4-mapped), an
 * IPv6 address by its /64, the block one subscriber gets and can change addresses within at will.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The keys of a sign-in attempt: the user (or the login typed, for an unknown one) and the address. */
export function signInKeys(user: string, address: string) {
  const rules = LIMITS.signInThrottle;
  return [
    { key: `user:${user}`, rule: rules.perUsername },
    { key: `address:${addressKey(address)}`, rule: rules.perAddress },
  ];
}
