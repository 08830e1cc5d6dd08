import { bundleLogoSrc, HIDDEN_ADDON_LOGOS, type ClusterCard } from '@datadeck/contracts';
import type { clusters } from '../../platform/db/schema.ts';

/** The columns a cluster card is made of (the list query selects exactly these). */
export type ClusterCardRow = Pick<
  typeof clusters.$inferSelect,
  | 'id'
  | 'name'
  | 'description'
  | 'status'
  | 'deleteRequestDate'
  | 'freeTrialExpires'
  | 'provisioningProgress'
  | 'provisioningMessage'
  | 'application'
  | 'addons'
  | 'tags'
>;

/** A row as the card model of SPEC §3. */
export function toClusterCard(row: ClusterCardRow): ClusterCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    deleteRequestDate: row.deleteRequestDate?.toISOString() ?? null,
    // A cluster runs on the free trial until it expires or billing details arrive.
    freeTrialPending: row.freeTrialExpires !== null,
    freeTrialExpires: row.freeTrialExpires?.toISOString() ?? null,
    provisioningDetails:
      row.provisioningProgress === null
        ? null
        : { progress: row.provisioningProgress, message: row.provisioningMessage ?? '' },
    mainApplication: { bundleType: { name: row.application, logoSrc: bundleLogoSrc(row.application) } },
    otherBundles: row.addons.map((addon) => ({
      bundleType: { name: addon, logoSrc: bundleLogoSrc(addon) },
      hideNonPrimaryBundleLogo: HIDDEN_ADDON_LOGOS.has(addon),
    })),
    tags: row.tags,
  };
}
