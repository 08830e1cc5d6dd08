import { describe, expect, it } from 'vitest';
import { cidrsOverlap, hostAddress, networkProblem, parseCidr } from './network.ts';

describe('data-centre networks', () => {
  it.each(['10.0.0.0/16', '172.16.0.0/16', '192.168.4.0/24', '10.1.2.192/26', '172.31.0.0/16'])(
    'accepts private block %s',
    (cidr) => {
      expect(networkProblem(cidr)).toBeNull();
    },
  );

  it.each([
    ['10.0.0.0', 'IPv4 CIDR'],
    ['10.0.0.256/16', 'IPv4 CIDR'],
    ['10.0.0.0/15', 'prefix must be from /16 to /26'],
    ['10.0.0.0/27', 'prefix must be from /16 to /26'],
    ['10.0.1.0/16', 'start of its block (10.0.0.0/16)'],
    ['8.8.0.0/16', 'private range'],
    ['172.32.0.0/16', 'private range'],
  ])('rejects %s', (cidr, problem) => {
    expect(networkProblem(cidr)).toContain(problem);
  });

  it('finds overlapping blocks whichever is larger', () => {
    const a = parseCidr('10.0.0.0/16');
    const b = parseCidr('10.0.128.0/17');
    const c = parseCidr('10.1.0.0/16');
    expect(a && b && cidrsOverlap(a, b)).toBe(true);
    expect(a && b && cidrsOverlap(b, a)).toBe(true);
    expect(a && c && cidrsOverlap(a, c)).toBe(false);
  });

  it('numbers hosts from the network address', () => {
    const cidr = parseCidr('192.168.1.0/24');
    expect(cidr && hostAddress(cidr, 10)).toBe('192.168.1.10');
  });
});
