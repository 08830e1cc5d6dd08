import { TERRAFORM_AUTH_SCHEME } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { basicCredentials } from './api-key-store.ts';

describe('basicCredentials', () => {
  it('reads HTTP basic user:key', () => {
    const header = `Basic ${Buffer.from('ops:k3y:with:colons').toString('base64')}`;
    expect(basicCredentials(header)).toEqual({ username: 'ops', key: 'k3y:with:colons' });
  });

  it("reads the Terraform provider's terraform_key, sent as it is configured", () => {
    expect(basicCredentials(`${TERRAFORM_AUTH_SCHEME} johndoe:a1b2c3`)).toEqual({ username: 'johndoe', key: 'a1b2c3' });
    expect(basicCredentials(`instaclustr-terraform  johndoe:a1b2c3 `)).toEqual({ username: 'johndoe', key: 'a1b2c3' });
  });

  it.each([undefined, '', 'Bearer x', `${TERRAFORM_AUTH_SCHEME} nokey`, `${TERRAFORM_AUTH_SCHEME} :key`, 'Basic !!'])(
    'refuses %s',
    (header) => {
      expect(basicCredentials(header)).toBeNull();
    },
  );
});
