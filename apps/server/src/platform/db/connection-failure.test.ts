import { describe, expect, it } from 'vitest';
import { connectionFailure } from './connection-failure.ts';

describe('connectionFailure', () => {
  it('names the credentials when the server asks for a password the URL does not give', () => {
    // What node-postgres throws itself when a SCRAM challenge meets a URL without a password.
    const err = new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string');
    expect(connectionFailure(err, 'postgres://someone@127.0.0.1:5432/db')).toBe(
      'authentication failed for user someone at 127.0.0.1:5432: the server asks for a password and DATABASE_URL gives none',
    );
  });

  it('names the user of a refused login (SQLSTATE 28P01) and the missing database (3D000)', () => {
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(connectionFailure(refused, 'postgres://someone:secret@db.example:6543/app')).toBe(
      'authentication failed for user someone at db.example:6543: password authentication failed',
    );
    const missing = Object.assign(new Error('database "app" does not exist'), { code: '3D000' });
    expect(connectionFailure(missing, 'postgres://someone@db.example/app')).toBe(
      'database missing: app does not exist at db.example:5432',
    );
  });
});
