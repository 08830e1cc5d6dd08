import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { addressKey, SignInThrottle, ThrottledError } from './throttle.ts';

const rule = { burst: 2, refillMs: 1_000, maxRefillMs: 4_000 };

describe('addressKey', () => {
  it('keeps an IPv4 address, also IPv4-mapped, and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('SignInThrottle', () => {
  it('takes from every bucket or from none', () => {
    const throttle = new SignInThrottle(new ManualClock('2026-11-22T12:00:00Z'));
    const a = { key: 'a', rule };
    const b = { key: 'b', rule: { ...rule, burst: 1 } };
    throttle.take([a, b]);
    expect(() => throttle.take([a, b])).toThrow(ThrottledError);
    // The refused attempt took nothing from a: it has one left.
    throttle.take([a]);
    expect(() => throttle.take([a])).toThrow(ThrottledError);
  });

  it('keeps a bounded number of buckets, forgetting the least recently used', () => {
    const throttle = new SignInThrottle(new ManualClock('2026-11-22T12:00:00Z'));
    for (let i = 0; i < 100_010; i++) throttle.take([{ key: `k${i}`, rule }]);
    expect(throttle.size).toBeLessThanOrEqual(100_000);
  });
});
