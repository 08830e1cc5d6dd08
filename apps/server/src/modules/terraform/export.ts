import { uniqueHclIdentifiers } from '@datadeck/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../platform/db/database.ts';
import { clusters } from '../../platform/db/schema.ts';
import { toClusterDetails } from '../clusters/details.ts';
import { loadCluster } from '../clusters/store.ts';
import { keysOf } from '../encryption-keys/queries.ts';
import { writeHcl } from './hcl.ts';
import { encryptionKeyBlocks, providerFile, type ExportedEncryptionKey } from './provider.ts';
import { clusterResource, type ExportProblem } from './resources.ts';

export type TerraformExport =
  | { readonly ok: true; readonly files: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly problems: readonly ExportProblem[] };

/**
 * The configuration files of an account: provider.tf, one `<cluster>.tf` per live cluster (its
 * name made a safe, distinct identifier, used for the file and the resource alike) and, when
 * there are keys, encryption-keys.tf. Every problem of every cluster, or the files.
 */
export function terraformFiles(
  details: readonly Parameters<typeof toClusterDetails>[0][],
  keys: readonly ExportedEncryptionKey[],
): TerraformExport {
  const clustersDetails = details.map(toClusterDetails);
  const names = uniqueHclIdentifiers(clustersDetails.map((c) => c.name));
  const files: Record<string, string> = { 'provider.tf': writeHcl(providerFile()) };
  const problems: ExportProblem[] = [];
  clustersDetails.forEach((cluster, i) => {
    const name = names[i] ?? '_';
    const resource = clusterResource(cluster, name);
    if (resource.ok) files[`${name}.tf`] = writeHcl([resource.block]);
    else problems.push(...resource.problems);
  });
  if (keys.length > 0) files['encryption-keys.tf'] = writeHcl(encryptionKeyBlocks(keys));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, files };
}

/** Every live (not deleted) cluster of the account, by name, with its data centres and nodes. */
export async function exportAccount(db: Db, accountId: string): Promise<TerraformExport> {
  const rows = await db
    .select({ id: clusters.id })
    .from(clusters)
    .where(and(eq(clusters.accountId, accountId), ne(clusters.status, 'DELETED')))
    .orderBy(asc(clusters.name), asc(clusters.id));
  const stored = await Promise.all(rows.map((row) => loadCluster(db, row.id, accountId)));
  // The account's AWS encryption keys: the provider has a resource for them.
  const keys = (await keysOf(db, accountId)).map((key) => ({
    alias: key.alias,
    arn: key.arn.value,
    providerAccountName: key.providerAccount,
  }));
  return terraformFiles(
    stored.filter((s) => s !== undefined),
    keys,
  );
}

/** The files as a zip, with a fixed time so the same configuration gives the same bytes. */
export function zipFiles(files: Readonly<Record<string, string>>): Uint8Array {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: new Date('2000-01-01T00:00:00Z') }]]),
  );
  return zipSync(entries as Parameters<typeof zipSync>[0]);
}
