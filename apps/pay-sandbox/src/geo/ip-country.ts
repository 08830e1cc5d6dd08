import { BlockList, isIP } from 'node:net';

/**
 * The sandbox's IP → country table for the client-IP country lookup (README, "Shopper country").
 * A real provider asks a geolocation database; the sandbox knows only the documentation ranges
 * (RFC 5737, RFC 3849), so tests can pick a country. Loopback, private and any other address is
 * unknown (null): the widget then falls back to AU.
 */
export const IP_COUNTRY_RANGES: ReadonlyArray<{ subnet: string; prefix: number; country: string }> = [
  { subnet: '192.0.2.0', prefix: 24, country: 'NL' },
  { subnet: '198.51.100.0', prefix: 24, country: 'US' },
  { subnet: '203.0.113.0', prefix: 24, country: 'BR' },
  { subnet: '2001:db8::', prefix: 32, country: 'KR' },
];

const tables = IP_COUNTRY_RANGES.map(({ subnet, prefix, country }) => {
  const list = new BlockList();
  const family = isIP(subnet) === 6 ? 'ipv6' : 'ipv4';
  list.addSubnet(subnet, prefix, family);
  return { list, family, country } as const;
});

/** The country of an IP address (IPv4, IPv6 or IPv4-mapped IPv6), or null when the table does not know it. */
export function countryOfIp(address: string): string | null {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(plain);
  if (version === 0) return null;
  const family = version === 6 ? 'ipv6' : 'ipv4';
  return tables.find((table) => table.family === family && table.list.check(plain, family))?.country ?? null;
}

/**
 * The address to look up: the connection's, or in test mode the first of `X-Forwarded-For` (so a
 * test or a proxy in front of the sandbox can play a shopper abroad). A live provider would never
 * trust a header the caller sets.
 */
export function clientAddress(
  connection: string,
  forwardedFor: string | string[] | undefined,
  trustForwardedFor: boolean,
): string {
  if (!trustForwardedFor || forwardedFor === undefined) return connection;
  const first = (Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor)?.split(',')[0]?.trim();
  return first === undefined || first === '' ? connection : first;
}
