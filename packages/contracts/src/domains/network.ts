/** IPv4 CIDR helpers for data-centre networks (private ranges, /16 to /26). */

export const NETWORK_PREFIX = { min: 16, max: 26 } as const;

/** The private IPv4 ranges of RFC 1918. */
const PRIVATE_RANGES = [
  { base: 0x0a000000, prefix: 8 }, // 10.0.0.0/8
  { base: 0xac100000, prefix: 12 }, // 172.16.0.0/12
  { base: 0xc0a80000, prefix: 16 }, // 192.168.0.0/16
] as const;

export interface Cidr {
  /** Network address as an unsigned 32-bit number. */
  base: number;
  prefix: number;
}

export const prefixMask = (prefix: number): number => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

export function parseCidr(text: string): Cidr | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const octets = match.slice(1, 5).map(Number);
  const prefix = Number(match[5]);
  if (octets.some((o) => o > 255) || prefix > 32) return null;
  const [a = 0, b = 0, c = 0, d = 0] = octets;
  return { base: ((a << 24) | (b << 16) | (c << 8) | d) >>> 0, prefix };
}

export const formatAddress = (address: number): string =>
  [24, 16, 8, 0].map((shift) => (address >>> shift) & 0xff).join('.');

/** What is wrong with a data-centre network, or null when it is a usable private block. */
export function networkProblem(text: string): string | null {
  const cidr = parseCidr(text);
  if (!cidr) return 'Network must be an IPv4 CIDR block such as 10.0.0.0/16';
  if (cidr.prefix < NETWORK_PREFIX.min || cidr.prefix > NETWORK_PREFIX.max) {
    return `Network prefix must be from /${NETWORK_PREFIX.min} to /${NETWORK_PREFIX.max}`;
  }
  if ((cidr.base & prefixMask(cidr.prefix)) >>> 0 !== cidr.base) {
    return `Network address must be the start of its block (${formatAddress((cidr.base & prefixMask(cidr.prefix)) >>> 0)}/${cidr.prefix})`;
  }
  const isPrivate = PRIVATE_RANGES.some((r) => (cidr.base & prefixMask(r.prefix)) >>> 0 === r.base);
  if (!isPrivate) return 'Network must be in a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16';
  return null;
}

/** Whether two CIDR blocks share any address. */
export function cidrsOverlap(a: Cidr, b: Cidr): boolean {
  const prefix = Math.min(a.prefix, b.prefix);
  return (a.base & prefixMask(prefix)) >>> 0 === (b.base & prefixMask(prefix)) >>> 0;
}

/** The n-th host address of a block (1-based, skipping the network address). */
export const hostAddress = (cidr: Cidr, n: number): string => formatAddress((cidr.base + n) >>> 0);
