import { and, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { clusters, outboundEmails, users } from '../db/schema.ts';
import { SecretBox } from './secret-box.ts';

/** Every column holding a sealed secret, with its table's key: the one list the re-seal walks. */
const SEALED_COLUMNS: readonly { table: PgTable; id: PgColumn; column: PgColumn }[] = [
  { table: users, id: users.id, column: users.mfaSecret },
  { table: users, id: users.id, column: users.mfaPendingSecret },
  { table: clusters, id: clusters.id, column: clusters.defaultPassword },
  // Until sent, an e-mail carries a live one-time link (two-factor delete, invitation) in both parts.
  { table: outboundEmails, id: outboundEmails.id, column: outboundEmails.body },
  { table: outboundEmails, id: outboundEmails.id, column: outboundEmails.html },
];

const BATCH = 500;

/**
 * Brings every stored secret under the current key, at start before any request: values of a
 * previous key (SECRETS_KEY_PREVIOUS) and clear values from before sealing began. Once a start has
 * finished this, the previous key can be dropped. Each row is written only if it still holds what
 * was read, so two instances starting at once (or a concurrent change) never overwrite a newer
 * value. A value of a key that is not configured stops the start: it would be unreadable.
 * Returns how many values were re-sealed.
 */
export async function resealSecrets(db: Db, box: SecretBox, batch = BATCH): Promise<number> {
  let resealed = 0;
  for (const { table, id, column } of SEALED_COLUMNS) {
    // Rows already done drop out of the filter, so each batch is the next one.
    for (;;) {
      const rows = await db
        .select({ id, value: column })
        .from(table)
        // Not LIKE: a key id may hold `_`, LIKE's any-character.
        .where(and(isNotNull(column), sql`left(${column}, ${box.currentPrefix.length}) <> ${box.currentPrefix}`))
        .limit(batch);
      if (rows.length > 0) {
        // One statement per batch (a round trip per row made a first start crawl on a big table).
        const values = rows.map((row) => {
          const value = String(row.value);
          const plain = SecretBox.isSealed(value) ? box.open(value) : value;
          return sql`(${String(row.id)}, ${value}, ${box.seal(plain)})`;
        });
        await db.execute(
          sql`update ${table} set ${sql.identifier(column.name)} = v.sealed
            from (values ${sql.join(values, sql`, `)}) as v(id, old, sealed)
            where ${id} = v.id::${sql.raw(id.getSQLType())} and ${column} = v.old`,
        );
      }
      resealed += rows.length;
      if (rows.length < batch) break;
    }
  }
  return resealed;
}
