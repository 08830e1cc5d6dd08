import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@datadeck/contracts';
import { createAccount } from '../../../test/factories.ts';
import { signedInMember } from '../../../test/members.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { privateCloudDirOf, writeImageFile } from './files.ts';
import { registerImage, type ImageRegistration } from './registration.ts';

/** A DATA_DIR of the test's own, so its images never mix with the console's. */
export const testDataDir = () => mkdtemp(path.join(tmpdir(), 'datadeck-private-cloud-'));

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes random bytes as an image file of the account and registers it; answers its id and bytes. */
export async function addImage(
  app: TestApp,
  accountId: string,
  image: Partial<ImageRegistration> = {},
  size = 5_000,
): Promise<{ id: string; bytes: Buffer; fileName: string }> {
  const bytes = randomBytes(size);
  const fileName = image.fileName ?? `image-${randomBytes(6).toString('hex')}.tar.gz`;
  const dir = privateCloudDirOf(app.context.config);
  await writeImageFile(dir, fileName, bytes);
  const id = await registerImage(app.context.db, dir, accountId, {
    product: 'CASSANDRA',
    version: '4.1.3',
    cpuArch: 'amd64',
    resourceFormat: 'OVA',
    displayName: `Image ${fileName}`,
    ...image,
    fileName,
  });
  return { id, bytes, fileName };
}

/** A member of a fresh on-premises account. */
export async function onPremisesMember(app: TestApp, role: Role) {
  const accountId = await createAccount(app.context.db, { onPremisesEnabled: true });
  return signedInMember(app, role, accountId);
}
