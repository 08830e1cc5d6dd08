import { DEMO_OIDC_PROVIDER } from '@datadeck/contracts';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { clusters, oidcProviders } from '../../platform/db/schema.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';

/**
 * The Demo Account's OIDC provider, used by its running OpenSearch cluster (seeded before this),
 * so the OIDC tab shows a provider in use that cannot be deleted. Its secret is random and
 * sealed like any: the demo never signs in through it.
 */
export async function seedDemoOidcProvider(
  tx: Db,
  secrets: SecretBox,
  accountId: string,
  /** Whether the demo clusters were seeded (not on the local driver): then one uses the provider. */
  withClusters = true,
): Promise<void> {
  const { usedBy, ...fields } = DEMO_OIDC_PROVIDER;
  const [provider] = await tx
    .insert(oidcProviders)
    .values({ accountId, ...fields, clientSecret: secrets.seal(randomBytes(24).toString('base64url')) })
    .returning({ id: oidcProviders.id });
  if (!provider) throw new Error('the demo OIDC provider was not created');
  if (!withClusters) return;
  const [cluster] = await tx
    .select({ id: clusters.id, settings: clusters.settings })
    .from(clusters)
    .where(and(eq(clusters.accountId, accountId), eq(clusters.name, usedBy)));
  if (!cluster || !('opensearchDashboards' in cluster.settings)) {
    throw new Error(`the demo cluster ${usedBy} has no OpenSearch Dashboards`);
  }
  // As the create request would have kept it: the provider in the settings and in its column.
  const settings = {
    ...cluster.settings,
    opensearchDashboards: cluster.settings.opensearchDashboards.map((d) => ({ ...d, oidcProvider: provider.id })),
  };
  await tx.update(clusters).set({ oidcProviderId: provider.id, settings }).where(eq(clusters.id, cluster.id));
}
