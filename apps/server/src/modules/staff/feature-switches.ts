import { ERROR_CODES, MESSAGES, type FeatureSwitches } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { featureSwitches } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';

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

/** Modifying actions SPEC §6 lists are refused while scheduled database maintenance is on. */
export async function refuseDuringMaintenance(db: Pick<Db, 'select'>): Promise<void> {
  if ((await readFeatureSwitches(db)).databaseMaintenance) {
    throw new HttpError(409, [{ name: ERROR_CODES.maintenance, message: MESSAGES.settings.notDuringMaintenance }]);
  }
}
