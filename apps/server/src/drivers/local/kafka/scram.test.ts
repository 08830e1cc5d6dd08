import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scramArgument } from './scram.ts';

/** SCRAM's Hi() as RFC 5802 writes it, one HMAC at a time: U1 = HMAC(p, salt + INT(1)), Ui = HMAC(p, Ui-1), XORed. */
function hi(password: string, salt: Buffer, iterations: number): Buffer {
  let u = createHmac('sha512', password)
    .update(Buffer.concat([salt, Buffer.from([0, 0, 0, 1])]))
    .digest();
  const result = Buffer.from(u);
  for (let i = 1; i < iterations; i += 1) {
    u = createHmac('sha512', password).update(u).digest();
    for (let j = 0; j < result.length; j += 1) result[j] = (result[j] ?? 0) ^ (u[j] ?? 0);
  }
  return result;
}

describe('scramArgument', () => {
  it('gives kafka-storage the salted password of any password, commas included, never the password', () => {
    const password = 'pä,ss]word=1';
    const argument = scramArgument('ickafka', password);
    const match =
      /^SCRAM-SHA-512=\[name=ickafka,iterations=(\d+),salt=([A-Za-z0-9+/=]+),saltedpassword=([A-Za-z0-9+/=]+)\]$/.exec(
        argument,
      );
    expect(match).not.toBeNull();
    const [, iterations, salt, salted] = match ?? [];
    expect(Number(iterations)).toBeGreaterThanOrEqual(4_096);
    expect(Buffer.from(salted ?? '', 'base64')).toEqual(
      hi(password, Buffer.from(salt ?? '', 'base64'), Number(iterations)),
    );
    expect(argument).not.toContain('pä');
  });

  it('salts every time anew', () => {
    expect(scramArgument('ickafka', 'same')).not.toBe(scramArgument('ickafka', 'same'));
  });

  it('refuses a user name the argument could not carry', () => {
    expect(() => scramArgument('a,b', 'x')).toThrow('Not a user name SCRAM can be set up for: a,b');
    expect(() => scramArgument('a b', 'x')).toThrow('Not a user name SCRAM can be set up for: a b');
  });
});
