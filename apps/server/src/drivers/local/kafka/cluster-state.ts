import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { randomKafkaUuid } from './kafka-uuid.ts';
import { hasCode } from '../system-errors.ts';

/**
 * What every node of one Kafka cluster shares, made once at its first look and kept in
 * `{clusterDir}/cluster.json` (0600): the id its storage is formatted with, and the internal
 * admin the brokers and controllers (and the driver's own health reads) authenticate as.
 */
const clusterStateSchema = z.object({
  kafkaClusterId: z.string().min(1),
  internalAdmin: z.object({ username: z.string().min(1), password: z.string().min(1) }),
});
export type KafkaClusterState = z.infer<typeof clusterStateSchema>;

/** Not a name a customer's user could take: users are the cluster's, this one is the driver's. */
const INTERNAL_ADMIN = 'datadeck-internal';

export async function ensureClusterState(clusterDir: string): Promise<KafkaClusterState> {
  const file = path.join(clusterDir, 'cluster.json');
  try {
    return clusterStateSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  const state: KafkaClusterState = {
    kafkaClusterId: randomKafkaUuid(),
    internalAdmin: { username: INTERNAL_ADMIN, password: randomBytes(24).toString('base64url') },
  };
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return state;
}
