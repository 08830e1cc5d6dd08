import { MESSAGES, type CreateClusterRequest } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { keysOf } from './queries.ts';

type Issue = { path: (string | number)[]; message: string };

/**
 * The create-cluster rule for disk encryption (issue 18 §2): a data centre's
 * `awsSettings[0].ebsEncryptionKey` must be a key of the account, validated as Valid, of the data
 * centre's region (a KMS key is region specific). The contracts already keep the setting to AWS.
 */
export async function encryptionKeyIssues(
  db: Pick<Db, 'select'>,
  accountId: string,
  request: CreateClusterRequest,
): Promise<Issue[]> {
  const wanted = request.dataCentres.flatMap((dc, i) =>
    dc.awsSettings.flatMap((setting, s) =>
      setting.ebsEncryptionKey === undefined ? [] : [{ keyId: setting.ebsEncryptionKey, region: dc.region, i, s }],
    ),
  );
  if (wanted.length === 0) return [];
  const keys = new Map((await keysOf(db, accountId)).map((key) => [key.id, key]));
  return wanted.flatMap(({ keyId, region, i, s }): Issue[] => {
    const path = ['dataCentres', i, 'awsSettings', s, 'ebsEncryptionKey'];
    const key = keys.get(keyId);
    if (!key) return [{ path, message: MESSAGES.encryptionKeys.notFound }];
    if (key.validity !== 'Valid') return [{ path, message: MESSAGES.encryptionKeys.notValid }];
    const keyRegion = key.arn.regions[0] ?? '';
    if (keyRegion !== region) return [{ path, message: MESSAGES.encryptionKeys.wrongRegion(keyRegion, region) }];
    return [];
  });
}
