import { DEFAULT_PROVIDER_ACCOUNT_NAME, MESSAGES, type CreateClusterRequest } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { FieldIssue } from '../../platform/http/errors.ts';
import { keysOf, providerAccountsOf } from './queries.ts';

/**
 * The create-cluster rule for disk encryption (issue 18 §2): a data centre's
 * `awsSettings[0].ebsEncryptionKey` must be a key of the account, validated as Valid, of the data
 * centre's region (a KMS key is region specific). The contracts already keep the setting to AWS.
 */
export async function encryptionKeyIssues(
  db: Pick<Db, 'select'>,
  accountId: string,
  request: CreateClusterRequest,
): Promise<FieldIssue[]> {
  const wanted = request.dataCentres.flatMap((dc, i) =>
    dc.awsSettings.flatMap((setting, s) =>
      setting.ebsEncryptionKey === undefined ? [] : [{ keyId: setting.ebsEncryptionKey, region: dc.region, i, s }],
    ),
  );
  if (wanted.length === 0) return [];
  const keys = new Map((await keysOf(db, accountId)).map((key) => [key.id, key]));
  return wanted.flatMap(({ keyId, region, i, s }): FieldIssue[] => {
    const path = ['dataCentres', i, 'awsSettings', s, 'ebsEncryptionKey'];
    const key = keys.get(keyId);
    if (!key) return [{ path, message: MESSAGES.encryptionKeys.notFound }];
    if (key.validity !== 'Valid') return [{ path, message: MESSAGES.encryptionKeys.notValid }];
    const keyRegion = key.arn.regions[0] ?? '';
    if (keyRegion !== region) return [{ path, message: MESSAGES.encryptionKeys.wrongRegion(keyRegion, region) }];
    return [];
  });
}

/**
 * A data centre's providerAccountName must name one of the account's provider accounts (Cluster
 * Resources), or Datadeck's own (INSTACLUSTR), which is also what none means.
 */
export async function providerAccountIssues(
  db: Pick<Db, 'select'>,
  accountId: string,
  request: CreateClusterRequest,
): Promise<FieldIssue[]> {
  const named = request.dataCentres.flatMap((dc, i) =>
    !dc.providerAccountName || dc.providerAccountName === DEFAULT_PROVIDER_ACCOUNT_NAME
      ? []
      : [{ name: dc.providerAccountName, i }],
  );
  if (named.length === 0) return [];
  const known = new Set((await providerAccountsOf(db, accountId)).map((account) => account.name));
  return named
    .filter(({ name }) => !known.has(name))
    .map(({ i }) => ({
      path: ['dataCentres', i, 'providerAccountName'],
      message: MESSAGES.encryptionKeys.providerAccountNotFound,
    }));
}
