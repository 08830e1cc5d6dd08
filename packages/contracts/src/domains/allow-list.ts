import { z } from 'zod';
import { formatAddress, parseCidr, prefixMask } from './network.ts';

/**
 * API key CIDR allow-lists (SPEC §5): IPv4 ranges, one per line; a bare IP becomes /32; an empty
 * list blocks every caller, a list with a /0 range allows every caller. The web form and the
 * server read a list with the same function, so a line the form accepts is one the server keeps.
 */

const BARE_IP = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export interface AllowListLine {
  /** 1-based line number in the text as typed. */
  line: number;
  text: string;
}

export interface ParsedAllowList {
  /** Normalised ranges (`a.b.c.d/n`, network address of the block), in order, without repeats. */
  ranges: string[];
  /** Lines that are not IPv4 ranges. */
  invalid: AllowListLine[];
}

/** One range as stored: a bare IP becomes /32; host bits are cleared (10.1.2.3/8 → 10.0.0.0/8). */
export function normaliseRange(text: string): string | null {
  const trimmed = text.trim();
  const cidr = parseCidr(BARE_IP.test(trimmed) ? `${trimmed}/32` : trimmed);
  if (!cidr) return null;
  return `${formatAddress((cidr.base & prefixMask(cidr.prefix)) >>> 0)}/${cidr.prefix}`;
}

/** Reads the textarea: blank lines are skipped, every other line must be a range. */
export function parseAllowList(text: string): ParsedAllowList {
  const ranges: string[] = [];
  const invalid: AllowListLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const range = normaliseRange(raw);
    if (range === null) invalid.push({ line: index + 1, text: raw.trim() });
    else if (!ranges.includes(range)) ranges.push(range);
  });
  return { ranges, invalid };
}

export const allowsEverywhere = (ranges: readonly string[]): boolean => ranges.some((r) => r.endsWith('/0'));

/**
 * A client address as a 32-bit IPv4 number, or null for addresses IPv4 ranges cannot hold.
 * IPv4-mapped IPv6 addresses (`::ffff:203.0.113.5`, how a dual-stack socket reports IPv4 peers)
 * are read as their IPv4 address.
 */
export function clientIpv4(address: string): number | null {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address.trim());
  const cidr = parseCidr(`${mapped?.[1] ?? address.trim()}/32`);
  return cidr ? cidr.base : null;
}

/**
 * Whether an allow-list lets a client in. A /0 range allows everywhere, IPv6 clients included
 * (that is what its confirmation promises); otherwise only IPv4 clients inside a range.
 */
export function allowListAdmits(ranges: readonly string[], address: string): boolean {
  if (allowsEverywhere(ranges)) return true;
  const ip = clientIpv4(address);
  if (ip === null) return false;
  return ranges.some((text) => {
    const cidr = parseCidr(text);
    return cidr !== null && (ip & prefixMask(cidr.prefix)) >>> 0 === cidr.base;
  });
}

export const invalidLinesMessage = (lines: readonly AllowListLine[]): string =>
  `Not an IPv4 range (such as 203.0.113.0/24 or 203.0.113.5): ${lines.map((l) => `line ${l.line} "${l.text}"`).join(', ')}`;

/**
 * The allow-list of a PUT body: each entry must be a range or a bare IP; answered normalised.
 * An empty list is valid (it blocks everywhere); the form asks before sending one.
 */
export const cidrAllowListSchema = z
  .array(z.string().max(64))
  .max(100, 'At most 100 ranges')
  .superRefine((entries, ctx) => {
    const invalid = entries.flatMap((text, index) =>
      normaliseRange(text) === null ? [{ line: index + 1, text }] : [],
    );
    if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: invalidLinesMessage(invalid) });
  })
  .transform((entries) => parseAllowList(entries.join('\n')).ranges);
