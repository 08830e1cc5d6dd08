import { SCIM_URNS } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { parseScimFilter } from './filter.ts';
import { ScimError } from './scim-error.ts';

describe('parseScimFilter: the eq filters identity providers send (RFC 7644 §3.4.2.2)', () => {
  it.each([
    ['userName eq "bjensen"', 'userName', 'bjensen'],
    ['UserName EQ "bjensen"', 'userName', 'bjensen'],
    [`${SCIM_URNS.user}:userName eq "bjensen"`, 'userName', 'bjensen'],
    ['  userName   eq   "b jensen"  ', 'userName', 'b jensen'],
    ['externalId eq "00u1ab"', 'externalId', '00u1ab'],
    ['emails.value eq "bjensen@example.com"', 'emails.value', 'bjensen@example.com'],
    ['emails eq "bjensen@example.com"', 'emails.value', 'bjensen@example.com'],
    ['userName eq "quote\\"d \\u00e9"', 'userName', 'quote"d é'],
  ])('%s', (filter, attribute, value) => {
    expect(parseScimFilter(filter)).toEqual({ attribute, value });
  });

  it.each([
    'userName co "b"',
    'userName sw "b"',
    'userName pr',
    'userName eq "a" and externalId eq "b"',
    'userName eq "a" or userName eq "b"',
    'not (userName eq "a")',
    'emails[type eq "work"].value eq "a@b.example"',
    'displayName eq "Barbara"',
    'userName eq bjensen',
    'userName eq true',
    'userName eq "unterminated',
    'userName eq "bad \\x escape"',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber eq "1"',
    '',
  ])('refuses %j with 400 invalidFilter', (filter) => {
    let thrown: unknown;
    try {
      parseScimFilter(filter);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ScimError);
    expect(thrown).toMatchObject({ status: 400, scimType: 'invalidFilter' });
  });
});
