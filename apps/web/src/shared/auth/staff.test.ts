import { describe, expect, it } from 'vitest';
import { impersonatedMe, me, staffMe } from '../../test/fixtures.ts';
import { isStaff } from './staff.ts';

describe('isStaff: the staff pages are for staff signed in as themselves', () => {
  it('is staff signed in as themselves', () => {
    expect(isStaff(staffMe)).toBe(true);
    expect(isStaff(me)).toBe(false);
  });

  it('is no one while impersonating, as the server refuses every staff endpoint but the stop then (issue 31)', () => {
    expect(isStaff(impersonatedMe)).toBe(false);
    expect(isStaff({ ...staffMe, impersonatedBy: 'another-staff' })).toBe(false);
  });
});
