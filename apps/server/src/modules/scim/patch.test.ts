import { SCIM_URNS, type ScimPatchOperation } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { applyPatch, type PatchBase } from './patch.ts';
import { ScimError } from './scim-error.ts';

const BASE: PatchBase = {
  userName: 'bjensen',
  email: 'bjensen@example.com',
  displayName: 'Barbara Jensen',
  externalId: 'ext-1',
};

const unchanged = { ...BASE, active: undefined };

/** The display name the operations leave. */
const named = (operations: ScimPatchOperation[]) => applyPatch(BASE, operations).displayName;

function refusal(operations: ScimPatchOperation[]) {
  try {
    applyPatch(BASE, operations);
  } catch (err) {
    if (err instanceof ScimError) return { status: err.status, scimType: err.scimType };
    throw err;
  }
  return null;
}

describe('applyPatch (RFC 7644 §3.5.2)', () => {
  it('replaces and adds the attributes kept, by path', () => {
    expect(
      applyPatch(BASE, [
        { op: 'replace', path: 'active', value: false },
        { op: 'replace', path: 'userName', value: 'barbara' },
        {
          op: 'add',
          path: 'emails',
          value: [{ value: 'home@example.com' }, { value: 'work@example.com', primary: true }],
        },
        { op: 'replace', path: 'externalId', value: 'ext-2' },
      ]),
    ).toEqual({
      userName: 'barbara',
      email: 'work@example.com',
      displayName: 'Barbara Jensen',
      externalId: 'ext-2',
      active: false,
    });
  });

  it('takes an operation without a path as an object of attributes (Okta, Azure AD)', () => {
    expect(applyPatch(BASE, [{ op: 'replace', value: { active: 'False', displayName: 'Babs' } }])).toEqual({
      ...unchanged,
      active: false,
      displayName: 'Babs',
    });
    expect(
      applyPatch(BASE, [{ op: 'add', value: { 'name.givenName': 'Babs', [`${SCIM_URNS.user}:externalId`]: 'x' } }]),
    ).toEqual({
      ...unchanged,
      displayName: 'Babs Jensen',
      externalId: 'x',
    });
  });

  it('makes the display name of the name parts when no displayName is given, keeping the untouched part', () => {
    expect(named([{ op: 'replace', path: 'name.familyName', value: 'Smith' }])).toBe('Barbara Smith');
    expect(named([{ op: 'replace', path: 'name', value: { givenName: 'Babs', familyName: 'J' } }])).toBe('Babs J');
    expect(
      named([
        { op: 'replace', path: 'name.givenName', value: 'Babs' },
        { op: 'replace', path: 'displayName', value: 'B. Jensen' },
      ]),
    ).toBe('B. Jensen');
    expect(named([{ op: 'remove', path: 'name' }])).toBe('bjensen');
    expect(named([{ op: 'remove', path: 'displayName' }])).toBe('bjensen');
    expect(named([{ op: 'replace', path: 'name.formatted', value: 'Ms. Barbara J Jensen III' }])).toBe(
      'Ms. Barbara J Jensen III',
    );
  });

  it('reads the one e-mail from any of its paths', () => {
    for (const path of ['emails[type eq "work"].value', 'emails[primary eq true].value', 'emails.value']) {
      expect(applyPatch(BASE, [{ op: 'replace', path, value: 'new@example.com' }]).email).toBe('new@example.com');
    }
    expect(
      applyPatch(BASE, [{ op: 'add', path: 'emails[type eq "work"]', value: { value: 'obj@example.com' } }]).email,
    ).toBe('obj@example.com');
  });

  it('ignores attributes it does not keep, extensions included', () => {
    expect(
      applyPatch(BASE, [
        { op: 'add', path: 'title', value: 'Tour Guide' },
        { op: 'replace', path: 'phoneNumbers[type eq "work"].value', value: '555' },
        { op: 'replace', path: 'name.middleName', value: 'J' },
        { op: 'replace', path: 'emails[type eq "work"].primary', value: true },
        { op: 'add', path: `${SCIM_URNS.enterpriseUser}:manager`, value: { value: 'x' } },
        { op: 'replace', value: { [SCIM_URNS.enterpriseUser]: { department: 'Tours' }, password: 'p' } },
        { op: 'remove', path: 'addresses' },
      ]),
    ).toEqual(unchanged);
  });

  it.each<[string, ScimPatchOperation[], number, string]>([
    ['an unknown attribute', [{ op: 'replace', path: 'frobnicate', value: 1 }], 400, 'invalidPath'],
    ['a malformed path', [{ op: 'replace', path: 'name..givenName', value: 'x' }], 400, 'invalidPath'],
    [
      'a filter on a single-valued attribute',
      [{ op: 'replace', path: 'active[x eq "y"]', value: true }],
      400,
      'invalidPath',
    ],
    ['a remove without path', [{ op: 'remove' }], 400, 'noTarget'],
    ['a remove of userName', [{ op: 'remove', path: 'userName' }], 400, 'mutability'],
    ['a remove of the e-mail', [{ op: 'remove', path: 'emails[type eq "work"]' }], 400, 'mutability'],
    ['a remove of active', [{ op: 'remove', path: 'active' }], 400, 'mutability'],
    ['an add without value', [{ op: 'add', path: 'displayName' }], 400, 'invalidValue'],
    ['a string for active that is no boolean', [{ op: 'replace', path: 'active', value: 'yes' }], 400, 'invalidValue'],
    ['a number for userName', [{ op: 'replace', path: 'userName', value: 7 }], 400, 'invalidValue'],
    ['a value list without path', [{ op: 'replace', value: [1] }], 400, 'invalidValue'],
    ['e-mails without a value', [{ op: 'replace', path: 'emails', value: [{ type: 'work' }] }], 400, 'invalidValue'],
    ['a username the console refuses', [{ op: 'replace', path: 'userName', value: '-x-' }], 400, 'invalidValue'],
    [
      'an empty display name made of nothing',
      [{ op: 'replace', path: 'displayName', value: 'n'.repeat(101) }],
      400,
      'invalidValue',
    ],
  ])('refuses %s', (_, operations, status, scimType) => {
    expect(refusal(operations)).toEqual({ status, scimType });
  });
});
