import { SCIM_URNS } from '@datadeck/contracts';

/**
 * Attribute names as clients write them (RFC 7644 §3.10): case-insensitive, optionally qualified
 * by the schema's URN (`urn:ietf:params:scim:schemas:core:2.0:User:userName`).
 */

const CORE_PREFIX = `${SCIM_URNS.user}:`.toLowerCase();

/** The path without the core User schema's URN, lower-cased: the form the module compares. */
export function normalisedPath(path: string): string {
  const lower = path.trim().toLowerCase();
  return lower.startsWith(CORE_PREFIX) ? lower.slice(CORE_PREFIX.length) : lower;
}

/** A path or attribute of an extension schema (the enterprise User's department, manager…). */
export function isExtensionPath(path: string): boolean {
  return path.trim().toLowerCase().startsWith('urn:') && !path.trim().toLowerCase().startsWith(CORE_PREFIX);
}
