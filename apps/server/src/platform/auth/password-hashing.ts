import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id hashes in PHC string form (the algorithm's default variant in
 * @node-rs/argon2), with the OWASP-recommended cost: 19 MiB memory, 2 passes.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

/**
 * A real hash of a password nobody knows, verified when the user does not exist, so a sign-in
 * attempt takes as long for an unknown user as for a wrong password (no user enumeration).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches no user');
  return decoy;
}
