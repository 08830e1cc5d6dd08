import { ERROR_CODES, MESSAGES, type FeatureSwitches } from '@datadeck/contracts';
import type { Db } from './db/database.ts';
import { featureSwitches } from './db/schema.ts';
import { HttpError } from './http/errors.ts';

/**
 * Console feature switches live in the database, so staff turn them on and off for every
 * server instance at once; a switch without a row is off.
 */
export async function readFeatureSwitches(db: Pick<Db, 'select'>): Promise<FeatureSwitches> {
  const rows = await db.select().from(featureSwitches);
  const on = new Set(rows.filter((r) => r.enabled).map((r) => r.name));
  return { databaseMaintenance: on.has('databaseMaintenance') };
}

export async function writeFeatureSwitches(
  db: Pick<Db, 'insert'>,
  switches: FeatureSwitches,
  now: Date,
): Promise<void> {
  for (const [name, enabled] of Object.entries(switches)) {
    await db
      .insert(featureSwitches)
      .values({ name, enabled, updatedAt: now })
      .onConflictDoUpdate({ target: featureSwitches.name, set: { enabled, updatedAt: now } });
  }
}

/**
 * The refusal of a change while scheduled database maintenance is on (SPEC §6). The binder gives
 * it to every endpoint the contracts hold (`heldDuringMaintenance`): no module checks on its own.
 */
export const maintenanceRefusal = (): HttpError =>
  new HttpError(409, [{ name: ERROR_CODES.maintenance, message: MESSAGES.settings.notDuringMaintenance }]);
