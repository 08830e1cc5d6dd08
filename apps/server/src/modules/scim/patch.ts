import {
  MESSAGES,
  scimBooleanSchema,
  scimEmailSchema,
  scimNameSchema,
  type ScimPatchOperation,
  type ScimUserFields,
} from '@datadeck/contracts';
import { z } from 'zod';
import { isExtensionPath, normalisedPath } from './attribute-paths.ts';
import { checkedFields, composeDisplayName, primaryEmail, type DesiredScimUser } from './resource.ts';
import { ScimError } from './scim-error.ts';

const M = MESSAGES.scim;

/** What PATCH starts from: the user's fields as stored. */
export type PatchBase = ScimUserFields & { externalId: string | null };

type NamePart = 'givenName' | 'familyName' | 'formatted';

/** The user while operations apply, in order; a name part or display name is undefined until touched. */
interface Draft {
  userName: string;
  email: string;
  externalId: string | null;
  active: boolean | undefined;
  /** A string set by an operation, null when removed. */
  displayName: string | null | undefined;
  name: Partial<Record<NamePart, string | null>>;
}

/**
 * Attributes of RFC 7643's User (§4.1) this service provider does not keep: operations on them
 * are ignored, as identity providers send their whole mapping. So are the read-only ones.
 */
const NOT_KEPT = new Set([
  'nickname',
  'profileurl',
  'title',
  'usertype',
  'preferredlanguage',
  'locale',
  'timezone',
  'password',
  'phonenumbers',
  'ims',
  'photos',
  'addresses',
  'groups',
  'entitlements',
  'roles',
  'x509certificates',
  'id',
  'meta',
  'schemas',
]);
const NAME_PARTS = new Map<string, NamePart>([
  ['givenname', 'givenName'],
  ['familyname', 'familyName'],
  ['formatted', 'formatted'],
]);
const NAME_PARTS_NOT_KEPT = new Set(['middlename', 'honorificprefix', 'honorificsuffix']);
const EMAIL_PARTS_NOT_KEPT = new Set(['type', 'primary', 'display']);

/** RFC 7644 §3.5.2 Figure 7 (PATH), lower-cased: attribute, optional value filter, optional sub-attribute. */
const PATH = /^([a-z][a-z0-9$_-]*)(\[[^\]]*\])?(?:\.([a-z][a-z0-9$_-]*))?$/;

const invalidPath = (path: string) => new ScimError(400, M.pathUnsupported(path), 'invalidPath');
const invalidValue = (path: string, expected: string) =>
  new ScimError(400, M.valueInvalid(path, expected), 'invalidValue');

function text(path: string, value: unknown): string {
  if (typeof value !== 'string') throw invalidValue(path, 'a string');
  return value;
}

function textOrNull(path: string, value: unknown): string | null {
  return value === null ? null : text(path, value);
}

function emailOf(path: string, value: unknown): string {
  const parsed = z.array(scimEmailSchema).safeParse(Array.isArray(value) ? value : [value]);
  const email = parsed.success ? primaryEmail(parsed.data) : undefined;
  if (email === undefined) throw invalidValue(path, 'e-mail objects with a value');
  return email;
}

/** The kept attribute a path names, or null for one that is ignored; 400 invalidPath for any other. */
function target(rawPath: string) {
  if (isExtensionPath(rawPath)) return null;
  const [, attribute, filter, sub] = PATH.exec(normalisedPath(rawPath)) ?? [];
  if (attribute === undefined) throw invalidPath(rawPath);
  if (NOT_KEPT.has(attribute)) return null;
  if (attribute === 'name' && filter === undefined) {
    if (sub === undefined) return { kind: 'name' } as const;
    const part = NAME_PARTS.get(sub);
    if (part !== undefined) return { kind: 'namePart', part } as const;
    if (NAME_PARTS_NOT_KEPT.has(sub)) return null;
  }
  if (attribute === 'emails') {
    if (sub === undefined) return { kind: 'emails', filtered: filter !== undefined } as const;
    if (sub === 'value') return { kind: 'emailValue' } as const;
    if (EMAIL_PARTS_NOT_KEPT.has(sub)) return null;
  }
  if (filter === undefined && sub === undefined) {
    if (attribute === 'active') return { kind: 'active' } as const;
    if (attribute === 'username') return { kind: 'userName' } as const;
    if (attribute === 'displayname') return { kind: 'displayName' } as const;
    if (attribute === 'externalid') return { kind: 'externalId' } as const;
  }
  throw invalidPath(rawPath);
}

/** An add or replace of `value` at `path` (RFC 7644 §3.5.2.1, §3.5.2.3; one e-mail is kept, so both set it). */
function set(draft: Draft, path: string, value: unknown): void {
  const at = target(path);
  if (at === null) return;
  switch (at.kind) {
    case 'active': {
      const parsed = scimBooleanSchema.safeParse(value);
      if (!parsed.success) throw invalidValue(path, 'true or false');
      draft.active = parsed.data;
      return;
    }
    case 'userName':
      draft.userName = text(path, value);
      return;
    case 'displayName':
      draft.displayName = textOrNull(path, value);
      return;
    case 'externalId':
      draft.externalId = textOrNull(path, value);
      return;
    case 'name': {
      const parsed = scimNameSchema.safeParse(value);
      if (!parsed.success) throw invalidValue(path, 'an object of name parts');
      for (const part of NAME_PARTS.values()) {
        const given = parsed.data[part];
        if (given !== undefined) draft.name[part] = given;
      }
      return;
    }
    case 'namePart':
      draft.name[at.part] = textOrNull(path, value);
      return;
    case 'emails':
      draft.email = emailOf(path, value);
      return;
    case 'emailValue':
      draft.email = text(path, value);
  }
}

/** A remove (RFC 7644 §3.5.2.2): of what may be unassigned; userName, e-mail and active may not. */
function remove(draft: Draft, path: string): void {
  const at = target(path);
  if (at === null) return;
  switch (at.kind) {
    case 'displayName':
      draft.displayName = null;
      return;
    case 'externalId':
      draft.externalId = null;
      return;
    case 'name':
      for (const part of NAME_PARTS.values()) draft.name[part] = null;
      return;
    case 'namePart':
      draft.name[at.part] = null;
      return;
    default:
      throw new ScimError(400, M.requiredAttribute(path), 'mutability');
  }
}

/** The first word of a display name and the rest: the given and family names it was likely made of. */
function splitDisplayName(displayName: string): { givenName: string; familyName: string } {
  const [givenName = '', ...rest] = displayName.trim().split(/\s+/);
  return { givenName, familyName: rest.join(' ') };
}

/**
 * The display name after the operations. Given and family names are not stored apart (only the
 * display name made of them), so when one of them changes alone, the other is taken from the
 * current display name, split at its first space.
 */
function settledDisplayName(base: PatchBase, draft: Draft): string {
  const { name } = draft;
  if (draft.displayName !== undefined && draft.displayName !== null && draft.displayName.trim() !== '') {
    return draft.displayName;
  }
  if (name.givenName !== undefined || name.familyName !== undefined) {
    const current = splitDisplayName(base.displayName);
    return composeDisplayName(
      {
        givenName: name.givenName === undefined ? current.givenName : name.givenName,
        familyName: name.familyName === undefined ? current.familyName : name.familyName,
        formatted: name.formatted,
      },
      draft.userName,
    );
  }
  if (name.formatted !== undefined || draft.displayName !== undefined) {
    return composeDisplayName({ formatted: name.formatted }, draft.userName);
  }
  return base.displayName;
}

/**
 * The user a PatchOp asks for (RFC 7644 §3.5.2): operations apply in order, their names and paths
 * case-insensitive; an operation without a path takes an object of attributes (Okta's and Azure
 * AD's `{"op":"replace","value":{"active":false}}`). Any failure refuses the whole request.
 */
export function applyPatch(base: PatchBase, operations: readonly ScimPatchOperation[]): DesiredScimUser {
  const draft: Draft = {
    userName: base.userName,
    email: base.email,
    externalId: base.externalId,
    active: undefined,
    displayName: undefined,
    name: {},
  };
  for (const { op, path, value } of operations) {
    if (op === 'remove') {
      if (path === undefined) throw new ScimError(400, M.pathRequired, 'noTarget');
      remove(draft, path);
    } else if (value === undefined) {
      throw new ScimError(400, M.valueRequired(op), 'invalidValue');
    } else if (path !== undefined) {
      set(draft, path, value);
    } else {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new ScimError(400, M.valueNotObject, 'invalidValue');
      }
      for (const [attribute, attributeValue] of Object.entries(value)) set(draft, attribute, attributeValue);
    }
  }
  const fields = checkedFields({
    userName: draft.userName,
    email: draft.email,
    displayName: settledDisplayName(base, draft),
  });
  return { ...fields, externalId: draft.externalId, active: draft.active };
}
