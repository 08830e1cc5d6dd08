import type { OidcProvider } from '@datadeck/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { clusters, oidcProviders } from '../../platform/db/schema.ts';

type Reader = Pick<Db, 'select'>;

/** The columns a view shows: never the sealed secret. */
const viewColumns = {
  id: oidcProviders.id,
  clientId: oidcProviders.clientId,
  clientName: oidcProviders.clientName,
  clientUrl: oidcProviders.clientUrl,
  clientPort: oidcProviders.clientPort,
  description: oidcProviders.description,
};

/** Live clusters (any status but DELETED) using each of these providers, by name. */
async function activeClustersOf(db: Reader, providerIds: string[]): Promise<Map<string, OidcProvider['clusters']>> {
  const byProvider = new Map<string, OidcProvider['clusters']>();
  if (providerIds.length === 0) return byProvider;
  const rows = await db
    .select({ providerId: clusters.oidcProviderId, id: clusters.id, name: clusters.name })
    .from(clusters)
    .where(and(inArray(clusters.oidcProviderId, providerIds), ne(clusters.status, 'DELETED')))
    .orderBy(asc(clusters.name));
  for (const { providerId, id, name } of rows) {
    if (providerId === null) continue;
    byProvider.set(providerId, [...(byProvider.get(providerId) ?? []), { id, name }]);
  }
  return byProvider;
}

/** The account's providers, oldest first, each with its active clusters. */
export async function providersOf(db: Reader, accountId: string): Promise<OidcProvider[]> {
  const rows = await db
    .select(viewColumns)
    .from(oidcProviders)
    .where(eq(oidcProviders.accountId, accountId))
    .orderBy(asc(oidcProviders.createdAt), asc(oidcProviders.id));
  const active = await activeClustersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, clusters: active.get(r.id) ?? [] }));
}

/** One provider of the account, or undefined when the account has none of this id. */
export async function providerOf(db: Reader, accountId: string, id: string): Promise<OidcProvider | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(oidcProviders)
    .where(and(eq(oidcProviders.accountId, accountId), eq(oidcProviders.id, id)));
  if (!row) return undefined;
  const active = await activeClustersOf(db, [row.id]);
  return { ...row, clusters: active.get(row.id) ?? [] };
}

/** Whether the provider is the account's: the create-cluster wizard may only pick its own. */
export async function accountHasProvider(db: Reader, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcProviders.id })
    .from(oidcProviders)
    .where(and(eq(oidcProviders.accountId, accountId), eq(oidcProviders.id, id)));
  return row !== undefined;
}
