import type { CPU_ARCHITECTURES, PrivateCloudProduct, RESOURCE_FORMATS } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { privateCloudImages } from '../../platform/db/schema.ts';
import { imagePath, measureFile } from './files.ts';

export interface ImageRegistration {
  product: PrivateCloudProduct;
  version: string;
  cpuArch: (typeof CPU_ARCHITECTURES)[number];
  resourceFormat: (typeof RESOURCE_FORMATS)[number];
  /** A file already in the images' folder. */
  fileName: string;
  displayName: string;
}

/**
 * Registers a file of the images' folder as an account's image: its size and SHA-256 are
 * measured from the bytes on disk here, never given, so the table shows what the file is.
 */
export async function registerImage(
  db: Pick<Db, 'insert'>,
  dir: string,
  accountId: string,
  image: ImageRegistration,
): Promise<string> {
  const measured = await measureFile(imagePath(dir, image.fileName));
  const [row] = await db
    .insert(privateCloudImages)
    .values({ accountId, ...image, ...measured })
    .returning({ id: privateCloudImages.id });
  if (!row) throw new Error(`${image.fileName} was not registered`);
  return row.id;
}
