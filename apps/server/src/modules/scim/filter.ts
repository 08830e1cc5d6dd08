import { MESSAGES, type ScimFilterAttribute } from '@datadeck/contracts';
import { normalisedPath } from './attribute-paths.ts';
import { ScimError } from './scim-error.ts';

/** A filter the Users list understands: one attribute compared with `eq` to a string. */
export interface ScimFilter {
  attribute: ScimFilterAttribute;
  value: string;
}

/**
 * `attrPath SP "eq" SP compValue` (RFC 7644 §3.4.2.2, Figure 1) with a string value, the only form
 * identity providers send to find a user before creating it. Spaces are taken loosely; the
 * operator and the attribute name are case-insensitive as the RFC says.
 */
const EQ_FILTER = /^\s*(\S+)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

/** The attributes a filter may name, by their lower-cased forms. `emails` alone means its value. */
const FILTERABLE = new Map<string, ScimFilterAttribute>([
  ['username', 'userName'],
  ['externalid', 'externalId'],
  ['emails.value', 'emails.value'],
  ['emails', 'emails.value'],
]);

const invalidFilter = () => new ScimError(400, MESSAGES.scim.filterUnsupported, 'invalidFilter');

/** The string a JSON string literal holds, or null when it is not one. */
function jsonString(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The filter, or 400 invalidFilter for anything else (other operators, and/or, other attributes). */
export function parseScimFilter(filter: string): ScimFilter {
  const [, path, literal] = EQ_FILTER.exec(filter) ?? [];
  if (path === undefined || literal === undefined) throw invalidFilter();
  const attribute = FILTERABLE.get(normalisedPath(path));
  const value = jsonString(literal);
  if (attribute === undefined || value === null) throw invalidFilter();
  return { attribute, value };
}
