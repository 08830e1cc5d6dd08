import { ERROR_CODES, LIMITS, MESSAGES } from '@datadeck/contracts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';

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
 * address). What is taken when is the sign-in's rule (see `addressBucket` and `usernameBucket`);
 * a take is synchronous, so a burst is cut at the bucket's size however it arrives. A dry bucket
 * refills ever more slowly (exponential back-off), bounded by `maxRefillMs`: nobody is shut out
 * for longer than that by attempts that stopped.
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

/*
 * The rule of a password check: the two buckets are taken at different moments, so that a right
 * password is never refused because of other people's failures.
 * - The client address's bucket is taken before the password is checked (and given back when it
 *   was right): it bounds the argon2 work any one address can cause, which is what keeps the
 *   server from being flooded with hashes (a spray of made-up usernames costs as much).
 * - The username's bucket counts failures only, after the password has been checked: a right
 *   password is admitted whatever it holds, a wrong one takes from it, and once it is dry the
 *   wrong ones are answered 429 instead of 401. Taken before the check, as it once was, it let
 *   anyone keep a user out with one wrong attempt per refill interval from changing addresses.
 * Guesses spread over many addresses are then bounded by the addresses' buckets and, where an
 * account turns it on, by the lockout rule (SPEC §9, in the database), not by the username's.
 */

/** The bucket of a client address, taken before a password is checked. */
export function addressBucket(address: string) {
  return { key: `address:${addressKey(address)}`, rule: LIMITS.signInThrottle.perAddress };
}

/** The bucket of a user (or of the login typed, for an unknown one), taken by failures only. */
export function usernameBucket(user: string) {
  return { key: `user:${user}`, rule: LIMITS.signInThrottle.perUsername };
}
