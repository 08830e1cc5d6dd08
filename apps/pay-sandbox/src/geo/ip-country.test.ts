import { describe, expect, it } from 'vitest';
import { clientAddress, countryOfIp } from './ip-country.ts';

describe('countryOfIp', () => {
  it.each([
    ['192.0.2.77', 'NL'],
    ['198.51.100.1', 'US'],
    ['203.0.113.254', 'BR'],
    ['::ffff:198.51.100.9', 'US'],
    ['2001:db8:85a3::8a2e:370:7334', 'KR'],
  ])('knows the documentation range of %s: %s', (address, country) => {
    expect(countryOfIp(address)).toBe(country);
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.1', '8.8.8.8', '192.0.3.1', 'not-an-ip', ''])(
    'does not know %s',
    (address) => {
      expect(countryOfIp(address)).toBeNull();
    },
  );
});

describe('clientAddress', () => {
  it('uses the connection unless X-Forwarded-For is trusted (test mode)', () => {
    expect(clientAddress('127.0.0.1', '192.0.2.1', false)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '192.0.2.1, 10.0.0.1', true)).toBe('192.0.2.1');
    expect(clientAddress('127.0.0.1', ['198.51.100.2', '192.0.2.1'], true)).toBe('198.51.100.2');
    expect(clientAddress('127.0.0.1', undefined, true)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', ' ', true)).toBe('127.0.0.1');
  });
});
