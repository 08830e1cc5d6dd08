import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';

/** Where the images' files are: `<DATA_DIR>/private-cloud/`, beside the database's own data. */
export const privateCloudDirOf = (config: Pick<Config, 'dataDir'>): string =>
  path.join(config.dataDir, 'private-cloud');

/**
 * The path of an image's file. Names are plain (no folders), so a stored name can never point
 * outside the images' folder.
 */
export function imagePath(dir: string, fileName: string): string {
  if (fileName !== path.basename(fileName) || fileName === '' || fileName.startsWith('.')) {
    throw new Error(`"${fileName}" is not a plain file name`);
  }
  return path.join(dir, fileName);
}

/** The size of a file, or null when it is not there (it was removed after registration). */
export async function fileSizeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** What is registered of a file: its size and SHA-256, measured from its bytes. */
export async function measureFile(file: string): Promise<{ fileSize: number; checksum: string }> {
  const hash = createHash('sha256');
  let fileSize = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    fileSize += chunk.length;
  }
  return { fileSize, checksum: hash.digest('hex') };
}

/** Writes a file into the images' folder (the demo's images), creating the folder. */
export async function writeImageFile(dir: string, fileName: string, bytes: Uint8Array): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = imagePath(dir, fileName);
  await writeFile(file, bytes);
  return file;
}
