import { api } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { kafkaBody } from '../../../test/cluster-requests.ts';
import { createAccount, createCluster, createMember, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { freshDatabase, startServerOn, TEST_SECRETS_KEY } from '../../../test/test-app.ts';
import { base32Decode, hotp, newTotpSecret, totpStep } from '../auth/totp.ts';
import { ManualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { clusters, outboundEmails, users } from '../db/schema.ts';
import { resealSecrets } from './reseal-secrets.ts';
import { keyIdOf, parseSecretsKey, SecretBox, UnknownSecretsKeyError } from './secret-box.ts';

const ROTATED_KEY = Buffer.alloc(32, 'r').toString('base64');
const clock = new ManualClock('2026-11-22T12:00:00Z');
const codeOf = (secret: string, at: Date) => hotp(base32Decode(secret), totpStep(at));

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const storedSecrets = async (userId: string) => (await database.db.select().from(users).where(eq(users.id, userId)))[0];
const storedPassword = async (clusterId: string) =>
  (await database.db.select().from(clusters).where(eq(clusters.id, clusterId)))[0]?.defaultPassword;
const storedMail = async (recipient: string) =>
  (await database.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, recipient)))[0]?.body;

describe('secrets at rest', () => {
  it('stores TOTP secrets and cluster passwords sealed, and still signs in and reveals with them', async () => {
    const app = await startServerOn(database, clock);
    try {
      const accountId = await createAccount(database.db);
      const member = await createMember(database.db, accountId, 'OWNER');
      const client = new ApiClient(app.url);
      await client.signIn(member.username, TEST_PASSWORD);
      const { secret } = await client.ok(api.auth.startMfaEnrolment);
      expect((await storedSecrets(member.id))?.mfaPendingSecret).toMatch(/^v1\./);
      await client.ok(api.auth.confirmMfaEnrolment, { body: { code: codeOf(secret, clock.now()) } });

      const stored = await storedSecrets(member.id);
      expect(stored?.mfaSecret).toMatch(
        new RegExp(`^v1\\.${keyIdOf(parseSecretsKey(TEST_SECRETS_KEY) ?? Buffer.alloc(0))}\\.`),
      );
      expect(stored?.mfaSecret).not.toContain(secret);
      clock.advance(30_000);
      await new ApiClient(app.url).signIn(member.username, TEST_PASSWORD, codeOf(secret, clock.now()));

      const body = { ...kafkaBody('sealed'), twoFactorDelete: [{ confirmationEmail: 'sealed@example.com' }] };
      const { id } = await client.ok(api.clusters.createKafka, { params: { accountId }, body });
      const { password } = await client.ok(api.clusters.credentials, { params: { accountId, clusterId: id } });
      expect(await storedPassword(id)).toMatch(/^v1\./);
      expect(await storedPassword(id)).not.toContain(password);

      // The e-mail waiting to be sent holds a live deletion link.
      await client.ok(api.clusters.delete, { params: { accountId, clusterId: id } });
      expect(await storedMail('sealed@example.com')).toMatch(/^v1\./);
      expect(app.context.secrets.open((await storedMail('sealed@example.com')) ?? '')).toContain('token=');
    } finally {
      await app.close();
    }
  });

  it('re-seals at start what an old key or no key sealed, and reads it under the new key', async () => {
    const old = new SecretBox(parseSecretsKey(TEST_SECRETS_KEY) ?? Buffer.alloc(0));
    const [underOldKey, inClear] = [newTotpSecret(), newTotpSecret()];
    const oldUser = await createUser(database.db, { mfaEnabled: true, mfaSecret: old.seal(underOldKey) });
    const clearUser = await createUser(database.db, { mfaEnabled: true, mfaSecret: inClear });
    const accountId = await createAccount(database.db);
    const owner = await createMember(database.db, accountId, 'OWNER');
    const cluster = await createCluster(database.db, accountId, { defaultPassword: 'written-before-sealing' });
    await database.db
      .insert(outboundEmails)
      .values({ recipient: 'before@example.com', subject: 'Confirm', body: 'open /confirm?token=abc' });

    const app = await startServerOn(database, clock, {
      SECRETS_KEY: ROTATED_KEY,
      SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY,
    });
    try {
      const rotatedPrefix = `v1.${keyIdOf(parseSecretsKey(ROTATED_KEY) ?? Buffer.alloc(0))}.`;
      expect((await storedSecrets(oldUser.id))?.mfaSecret?.startsWith(rotatedPrefix)).toBe(true);
      expect((await storedSecrets(clearUser.id))?.mfaSecret?.startsWith(rotatedPrefix)).toBe(true);
      expect((await storedPassword(cluster.id))?.startsWith(rotatedPrefix)).toBe(true);
      const mail = (await storedMail('before@example.com')) ?? '';
      expect(mail.startsWith(rotatedPrefix) && app.context.secrets.open(mail)).toBe('open /confirm?token=abc');

      clock.advance(30_000);
      await new ApiClient(app.url).signIn(oldUser.username, TEST_PASSWORD, codeOf(underOldKey, clock.now()));
      await new ApiClient(app.url).signIn(clearUser.username, TEST_PASSWORD, codeOf(inClear, clock.now()));
      const client = new ApiClient(app.url);
      await client.signIn(owner.username, TEST_PASSWORD);
      const revealed = await client.ok(api.clusters.credentials, { params: { accountId, clusterId: cluster.id } });
      expect(revealed.password).toBe('written-before-sealing');
    } finally {
      await app.close();
    }

    // Rotation done: the previous key can be dropped.
    const again = await startServerOn(database, clock, { SECRETS_KEY: ROTATED_KEY });
    await again.close();
  });

  it('re-seals batch after batch, each row once, and finds nothing left after', async () => {
    const accountId = await createAccount(database.db);
    const made = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) =>
        createCluster(database.db, accountId, { defaultPassword: `clear-${name}` }),
      ),
    );
    const box = new SecretBox(Buffer.alloc(32, 'b'), [parseSecretsKey(ROTATED_KEY) ?? Buffer.alloc(0)]);
    // Everything else stored so far (under ROTATED_KEY) comes along too.
    expect(await resealSecrets(database.db, box, 2)).toBeGreaterThanOrEqual(made.length);
    for (const [i, cluster] of made.entries()) {
      expect(box.open((await storedPassword(cluster.id)) ?? '')).toBe(`clear-${'abcde'[i]}`);
    }
    expect(await resealSecrets(database.db, box, 2)).toBe(0);
  });

  it('refuses to start with a key that did not seal the stored secrets, naming the variables', async () => {
    const wrongKey = Buffer.alloc(32, 'w').toString('base64');
    const started = startServerOn(database, clock, { SECRETS_KEY: wrongKey });
    await expect(started).rejects.toThrow(UnknownSecretsKeyError);
    await expect(started).rejects.toThrow(/neither SECRETS_KEY nor one of SECRETS_KEY_PREVIOUS/);
  });
});
