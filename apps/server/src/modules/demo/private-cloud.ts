import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { PrivateCloudProduct } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { accounts } from '../../platform/db/schema.ts';
import { writeImageFile } from '../private-cloud/files.ts';
import { registerImage, type ImageRegistration } from '../private-cloud/registration.ts';

type DemoImage = Omit<ImageRegistration, 'fileName' | 'displayName'>;

/** Two versions of Cassandra amd64 OVA, so the page shows a latest and an older image. */
export const DEMO_PRIVATE_CLOUD_IMAGES: readonly DemoImage[] = [
  { product: 'CASSANDRA', version: '4.1.3', cpuArch: 'amd64', resourceFormat: 'OVA' },
  { product: 'CASSANDRA', version: '4.0.11', cpuArch: 'amd64', resourceFormat: 'OVA' },
  { product: 'CASSANDRA', version: '4.1.3', cpuArch: 'arm64', resourceFormat: 'QCOW2' },
  { product: 'KAFKA', version: '3.6.1', cpuArch: 'amd64', resourceFormat: 'OVA' },
  { product: 'KAFKA', version: '3.6.1', cpuArch: 'arm64', resourceFormat: 'QCOW2' },
];

export const demoImageFileName = (image: DemoImage) =>
  `datadeck-${image.product.toLowerCase()}-${image.version}-${image.cpuArch}.${image.resourceFormat.toLowerCase()}.tar.gz`;

const PRODUCT_NAMES: Record<PrivateCloudProduct, string> = { CASSANDRA: 'Apache Cassandra', KAFKA: 'Apache Kafka' };

/**
 * A few KB of gzip whose content names the image, padded with bytes derived from the name (so
 * each file, and its checksum, differs and stays the same from one seed to the next).
 */
function demoImageBytes(fileName: string): Uint8Array {
  const blocks = Array.from({ length: 96 }, (_, i) => createHash('sha256').update(`${fileName}:${i}`).digest());
  const manifest = Buffer.from(`Datadeck demo private-cloud image ${fileName}\nNot an installable image.\n`);
  return gzipSync(Buffer.concat([manifest, ...blocks]));
}

/**
 * The Demo Account is on-premises (SPEC §2's Private Cloud tab shows) and has install images:
 * real files written into the images' folder, registered with the size and SHA-256 measured from
 * them. Without a folder (a test seeding only rows) it gets the flag alone.
 */
export async function seedDemoPrivateCloud(tx: Db, accountId: string, dir: string | undefined): Promise<void> {
  await tx.update(accounts).set({ onPremisesEnabled: true }).where(eq(accounts.id, accountId));
  if (dir === undefined) return;
  for (const image of DEMO_PRIVATE_CLOUD_IMAGES) {
    const fileName = demoImageFileName(image);
    await writeImageFile(dir, fileName, demoImageBytes(fileName));
    await registerImage(tx, dir, accountId, {
      ...image,
      fileName,
      displayName: `${PRODUCT_NAMES[image.product]} ${image.version} (${image.cpuArch}, ${image.resourceFormat})`,
    });
  }
}
