import {
  DEFAULT_PROVIDER_ACCOUNT_NAME,
  KMS_ARN_INVALID,
  MESSAGES,
  parseKmsArn,
  type AddEncryptionKeyBody,
  type EncryptionKey,
  type KeyValidation,
} from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { encryptionKeys, providerAccounts } from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { ensureDefaultProviderAccount, keysOf, providerAccountsOf } from './queries.ts';

const keyNotFound = () => notFound(MESSAGES.encryptionKeys.notFound);
const inUse = () => new HttpError(409, [{ name: 'CONFLICT', message: MESSAGES.encryptionKeys.inUse }]);
const providerAccountMissing = (field: string) =>
  new HttpError(400, [{ name: field, message: MESSAGES.encryptionKeys.providerAccountNotFound }]);

/** What the audit log says of a key: its alias and ARN, which identify it to people and to AWS. */
const described = (key: { alias: string; arn: string }) => `${key.alias} (${key.arn})`;

/**
 * Encryption keys (SPEC §2): registered against a provider account of the account, validated by
 * the cluster driver, deleted only while no cluster uses them. Every change is audited in its
 * transaction.
 */
export function encryptionKeyService(ctx: Pick<AppContext, 'db' | 'clock' | 'driver'>) {
  const { db, clock, driver } = ctx;

  async function providerAccountList(accountId: string) {
    await ensureDefaultProviderAccount(db, accountId);
    return providerAccountsOf(db, accountId);
  }

  const list = (accountId: string) => keysOf(db, accountId);

  async function get(accountId: string, keyId: string): Promise<EncryptionKey> {
    const [key] = await keysOf(db, accountId, keyId);
    if (!key) throw keyNotFound();
    return key;
  }

  /** Adds a key; `providerAccountField` names the field a missing provider account is blamed on. */
  async function add(
    accountId: string,
    actor: AuditActor,
    body: AddEncryptionKeyBody,
    providerAccountField = 'providerAccountId',
  ): Promise<EncryptionKey> {
    const parsed = parseKmsArn(body.arn);
    // The body's schema parsed it already; this keeps the types honest.
    if (!parsed) throw new HttpError(400, [{ name: 'arn', message: KMS_ARN_INVALID }]);
    const id = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: providerAccounts.id })
        .from(providerAccounts)
        .where(and(eq(providerAccounts.accountId, accountId), eq(providerAccounts.id, body.providerAccountId)));
      if (!owner) throw providerAccountMissing(providerAccountField);
      const [row] = await tx
        .insert(encryptionKeys)
        .values({
          accountId,
          providerAccountId: owner.id,
          alias: body.alias,
          arn: body.arn,
          region: parsed.region,
          awsAccountId: parsed.awsAccountId,
          kmsId: parsed.kmsId,
          createdAt: clock.now(),
        })
        .returning({ id: encryptionKeys.id });
      if (!row) throw new Error('encryption key insert returned nothing');
      await recordAudit(tx, clock, actor, { type: 'ENCRYPTION_KEY_ADDED', accountId, detail: described(body) });
      return row.id;
    });
    return get(accountId, id);
  }

  /** The public API names the provider account, defaulting to INSTACLUSTR. */
  async function addByProviderName(
    accountId: string,
    actor: AuditActor,
    body: { alias: string; arn: string; providerAccountName?: string | undefined },
  ): Promise<EncryptionKey> {
    const name = body.providerAccountName ?? DEFAULT_PROVIDER_ACCOUNT_NAME;
    const owner = (await providerAccountList(accountId)).find((account) => account.name === name);
    if (!owner) throw providerAccountMissing('providerAccountName');
    return add(accountId, actor, { alias: body.alias, arn: body.arn, providerAccountId: owner.id });
  }

  async function remove(accountId: string, actor: AuditActor, keyId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [key] = await keysOf(tx, accountId, keyId);
      if (!key) throw keyNotFound();
      if (key.inUse) throw inUse();
      await tx.delete(encryptionKeys).where(eq(encryptionKeys.id, keyId));
      await recordAudit(tx, clock, actor, {
        type: 'ENCRYPTION_KEY_DELETED',
        accountId,
        detail: described({ alias: key.alias, arn: key.arn.value }),
      });
    });
  }

  /** Asks the driver, stores its answer as the key's validity and says it. */
  async function validate(
    accountId: string,
    actor: AuditActor,
    keyId: string,
  ): Promise<KeyValidation & { key: EncryptionKey }> {
    const key = await get(accountId, keyId);
    const [owner] = await db
      .select({ name: providerAccounts.name, awsAccountId: providerAccounts.awsAccountId })
      .from(providerAccounts)
      .where(eq(providerAccounts.id, key.providerAccountId));
    if (!owner) throw keyNotFound();
    const result = await driver.validateEncryptionKey({
      arn: key.arn.value,
      awsAccountId: key.arn.awsAccountId,
      region: key.arn.regions[0] ?? '',
      providerAccount: owner,
    });
    await db.transaction(async (tx) => {
      await tx.update(encryptionKeys).set({ isValid: result.isValid }).where(eq(encryptionKeys.id, keyId));
      await recordAudit(tx, clock, actor, {
        type: 'ENCRYPTION_KEY_VALIDATED',
        accountId,
        detail: `${described({ alias: key.alias, arn: key.arn.value })}: ${result.isValid ? 'Valid' : 'Invalid'}`,
      });
    });
    return { isValid: result.isValid, message: result.message, key };
  }

  return { providerAccounts: providerAccountList, list, get, add, addByProviderName, remove, validate };
}
