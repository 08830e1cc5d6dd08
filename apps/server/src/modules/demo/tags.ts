import type { Tag } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { customTags } from '../../platform/db/schema.ts';

/**
 * The Demo Account's custom tags: two that every provider accepts and one GCP refuses (its key
 * has capitals and a space), so the Compatible Providers column shows both cases.
 */
export const DEMO_TAGS: readonly Tag[] = [
  { key: 'team', value: 'payments' },
  { key: 'environment', value: 'production' },
  { key: 'Cost Centre', value: 'CC-1042' },
];

export async function seedDemoTags(tx: Pick<Db, 'insert'>, accountId: string): Promise<void> {
  await tx.insert(customTags).values(DEMO_TAGS.map((tag) => ({ accountId, ...tag })));
}
