import { describe, expect, it } from 'vitest';
import {
  allowListAdmits,
  allowsEverywhere,
  cidrAllowListSchema,
  clientIpv4,
  normaliseRange,
  parseAllowList,
} from './allow-list.ts';

describe('CIDR allow-list parsing (SPEC §5)', () => {
  it('turns a bare IP into /32 and clears host bits', () => {
    expect(normaliseRange('203.0.113.5')).toBe('203.0.113.5/32');
    expect(normaliseRange(' 10.1.2.3/8 ')).toBe('10.0.0.0/8');
    expect(normaliseRange('0.0.0.0/0')).toBe('0.0.0.0/0');
  });

  it('names every invalid line by number, skipping blank lines', () => {
    expect(parseAllowList('10.0.0.0/16\n\n300.1.1.1\nfoo\n192.168.1.0/33\n::1')).toEqual({
      ranges: ['10.0.0.0/16'],
      invalid: [
        { line: 3, text: '300.1.1.1' },
        { line: 4, text: 'foo' },
        { line: 5, text: '192.168.1.0/33' },
        { line: 6, text: '::1' },
      ],
    });
  });

  it('drops repeats of the same range', () => {
    expect(parseAllowList('1.2.3.4\n1.2.3.4/32\r\n1.2.3.0/24').ranges).toEqual(['1.2.3.4/32', '1.2.3.0/24']);
  });

  it('sees /0 anywhere as allowing everywhere', () => {
    expect(allowsEverywhere(['10.0.0.0/8', '0.0.0.0/0'])).toBe(true);
    expect(allowsEverywhere(['10.0.0.0/8'])).toBe(false);
    expect(allowsEverywhere([])).toBe(false);
  });

  it('validates a request body, naming the bad entries, and answers it normalised', () => {
    expect(cidrAllowListSchema.parse(['203.0.113.5', '10.9.9.9/16'])).toEqual(['203.0.113.5/32', '10.9.0.0/16']);
    expect(cidrAllowListSchema.parse([])).toEqual([]);
    const result = cidrAllowListSchema.safeParse(['10.0.0.0/8', 'nope']);
    expect(result.error?.issues[0]?.message).toContain('line 2 "nope"');
  });
});

describe('CIDR allow-list matching', () => {
  it('admits addresses inside a range and refuses others', () => {
    const ranges = ['203.0.113.0/24', '198.51.100.7/32'];
    expect(allowListAdmits(ranges, '203.0.113.200')).toBe(true);
    expect(allowListAdmits(ranges, '198.51.100.7')).toBe(true);
    expect(allowListAdmits(ranges, '198.51.100.8')).toBe(false);
    expect(allowListAdmits(ranges, '10.0.0.1')).toBe(false);
  });

  it('reads IPv4-mapped IPv6 client addresses as IPv4', () => {
    expect(clientIpv4('::ffff:203.0.113.9')).toBe(clientIpv4('203.0.113.9'));
    expect(allowListAdmits(['203.0.113.0/24'], '::ffff:203.0.113.9')).toBe(true);
    expect(allowListAdmits(['203.0.113.0/24'], '::FFFF:198.51.100.1')).toBe(false);
  });

  it('refuses everyone with an empty list and admits everyone (IPv6 too) with /0', () => {
    expect(allowListAdmits([], '127.0.0.1')).toBe(false);
    expect(allowListAdmits(['0.0.0.0/0'], '2001:db8::1')).toBe(true);
    expect(allowListAdmits(['10.0.0.0/8'], '2001:db8::1')).toBe(false);
  });
});
