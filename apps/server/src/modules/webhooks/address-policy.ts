import { lookup } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Where a webhook may point: public unicast addresses only, so a customer's webhook URL cannot
 * make the server reach its own loopback, the private network it runs in, or the cloud metadata
 * service (169.254.169.254) — a server-side request forgery. WEBHOOK_ALLOW_PRIVATE_NETWORKS
 * lifts the rule (a receiver on the same network, and the tests' local receiver).
 */

/** IPv4 ranges that are not public unicast (RFC 6890 special-purpose registry). */
const REFUSED_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the 169.254.169.254 metadata address
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the 255.255.255.255 broadcast
];

/**
 * IPv6 inside the global unicast block 2000::/3 that is still not a plain public host: the
 * documentation prefix, and the tunnels that embed an IPv4 address (which could be a private one).
 * Everything outside 2000::/3 (::1, ::, fc00::/7, fe80::/10, ff00::/8, …) is refused outright.
 */
const REFUSED_GLOBAL_IPV6: readonly [string, number][] = [
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
];

const refusedV4 = new BlockList();
for (const [network, prefix] of REFUSED_IPV4) refusedV4.addSubnet(network, prefix, 'ipv4');
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const refusedGlobalV6 = new BlockList();
for (const [network, prefix] of REFUSED_GLOBAL_IPV6) refusedGlobalV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, or null when it is not one (zone ids included). */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let canonical: string;
  try {
    // The URL parser writes an embedded dotted IPv4 part as two hex groups: one form to split.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}

/** True when a webhook may connect to this IP address (v4 or v6, any written form). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !refusedV4.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (groups === null) return false;
  // IPv4-mapped (::ffff:a.b.c.d): the connection goes to the IPv4 address, so that one decides.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return isPublicAddress(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  const normalised = groups.map((g) => g.toString(16)).join(':');
  return globalUnicastV6.check(normalised, 'ipv6') && !refusedGlobalV6.check(normalised, 'ipv6');
}

/** Every address a host name resolves to (an IP literal is itself). */
export type ResolveAll = (hostname: string) => Promise<string[]>;

export const resolveAll: ResolveAll = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Why a webhook URL may not be used; null when it may. */
export type UrlRefusal = 'privateAddress' | 'unresolvable' | 'notHttp';

/** The host of a URL as an address or name to resolve: IPv6 literals lose their brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook URL: http(s) only; an IP literal is checked as written, a name is resolved
 * and refused when any of its addresses is refused (the connection could use any of them).
 * The sender checks again at connect time, since the name may resolve elsewhere by then.
 */
export async function checkWebhookUrl(
  url: string,
  allowPrivateNetworks: boolean,
  resolve: ResolveAll = resolveAll,
): Promise<UrlRefusal | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'notHttp';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'notHttp';
  const host = hostOf(parsed);
  let addresses: string[];
  if (isIPv4(host) || isIPv6(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return 'unresolvable';
    }
    if (addresses.length === 0) return 'unresolvable';
  }
  if (allowPrivateNetworks) return null;
  return addresses.every(isPublicAddress) ? null : 'privateAddress';
}
