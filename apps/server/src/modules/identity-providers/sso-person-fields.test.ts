import { isUsername, USER_FIELD_LIMITS } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { displayNameOf, usernameStem } from './sso-person-fields.ts';

describe('the user fields of a person accepting with a service', () => {
  it.each([
    ['ada@example.com', 'ada'],
    ['Ada.Lovelace+dd@example.com', 'Ada.Lovelace+dd'],
    ['jo@example.com', 'user-jo'],
    ['__x y@example.com', 'x-y'],
    ['"quoted name"@example.com', 'quoted-name'],
    ['-ok-@example.com', 'user-ok'],
    ['ü@example.com', 'user'],
    [`${'a'.repeat(80)}@example.com`, 'a'.repeat(USER_FIELD_LIMITS.usernameMaxLength - 6)],
  ])('makes a username of %s: %s', (email, stem) => {
    expect(usernameStem(email)).toBe(stem);
    expect(isUsername(usernameStem(email))).toBe(true);
  });

  it('names the person by the name claim, else given and family name, else the address', () => {
    expect(displayNameOf({ name: '  Ada   Lovelace ' }, 'a@example.com')).toBe('Ada Lovelace');
    expect(displayNameOf({ givenName: 'Ada', familyName: 'Lovelace' }, 'a@example.com')).toBe('Ada Lovelace');
    expect(displayNameOf({ familyName: 'Lovelace' }, 'a@example.com')).toBe('Lovelace');
    expect(displayNameOf({}, 'ada@example.com')).toBe('ada');
    expect(displayNameOf({ name: 'Ada\u0000\ud800 L' }, 'a@example.com')).toBe('Ada L');
    expect(displayNameOf({ name: 'x'.repeat(300) }, 'a@example.com')).toHaveLength(
      USER_FIELD_LIMITS.displayNameMaxLength,
    );
  });
});
