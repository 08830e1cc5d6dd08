import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  ACCOUNT_DETAIL_LIMITS,
  emailListSchema,
  emergencyContactsOf,
  maintenanceContactsOf,
  organisationCreationRefusal,
  parseEmailList,
} from './account-details.ts';

describe('parseEmailList', () => {
  it('splits on semicolons, trims, and ignores blanks between separators', () => {
    expect(parseEmailList(' a@x.com ;; b@y.com ; ')).toEqual(['a@x.com', 'b@y.com']);
    expect(parseEmailList('   ')).toEqual([]);
  });
});

/** A list of n distinct addresses. */
const list = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@x.com`).join(';');

describe('emailListSchema', () => {
  it('writes a valid list back as a@x.com;b@y.com, and blank as blank', () => {
    expect(emailListSchema.parse(' a@x.com ; b@y.com;')).toBe('a@x.com;b@y.com');
    expect(emailListSchema.parse('')).toBe('');
  });

  it('names the first address that is not one', () => {
    const result = emailListSchema.safeParse('a@x.com;nope;also-not');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.accountDetails.invalidContact('nope'),
    ]);
  });

  it(`allows ${ACCOUNT_DETAIL_LIMITS.contactsMaxCount} addresses, not one more`, () => {
    expect(emailListSchema.safeParse(list(ACCOUNT_DETAIL_LIMITS.contactsMaxCount)).success).toBe(true);
    const tooMany = emailListSchema.safeParse(list(ACCOUNT_DETAIL_LIMITS.contactsMaxCount + 1));
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.accountDetails.tooManyContacts]);
  });

  it('refuses a list longer than its limit', () => {
    expect(emailListSchema.safeParse('a'.repeat(ACCOUNT_DETAIL_LIMITS.contactsMaxLength + 1)).success).toBe(false);
  });
});

describe('contact fallbacks', () => {
  it('use the support contacts when the list is blank, else the list', () => {
    expect(emergencyContactsOf({ supportContacts: 's@x.com', emergencyContacts: ' ' })).toBe('s@x.com');
    expect(emergencyContactsOf({ supportContacts: 's@x.com', emergencyContacts: 'e@x.com' })).toBe('e@x.com');
    expect(maintenanceContactsOf({ supportContacts: 's@x.com', maintenanceContacts: '' })).toBe('s@x.com');
    expect(maintenanceContactsOf({ supportContacts: 's@x.com', maintenanceContacts: 'm@x.com' })).toBe('m@x.com');
  });
});

describe('organisationCreationRefusal', () => {
  it('lets an OWNER of a non-marketplace account create one', () => {
    for (const type of ['OTHER', 'AZURE_SAAS', 'AZURE_RIYOA'] as const) {
      expect(organisationCreationRefusal('OWNER', type)).toBeUndefined();
    }
  });

  it('refuses other roles first, then marketplace accounts, with SPEC §6 texts', () => {
    for (const role of ['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const) {
      expect(organisationCreationRefusal(role, 'AWS_SAAS')).toBe(MESSAGES.organisations.notOwner);
    }
    expect(organisationCreationRefusal('OWNER', 'AWS_SAAS')).toBe(MESSAGES.organisations.marketplace);
    expect(organisationCreationRefusal('OWNER', 'GCP_SAAS')).toBe(MESSAGES.organisations.marketplace);
  });
});
