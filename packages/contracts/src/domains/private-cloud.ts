import { z } from 'zod';
import { accountIdParamsSchema } from './accounts.ts';

/**
 * Private-cloud install images (SPEC §2, §3, §9): the files an on-premises account installs
 * clusters from. Each is a real file on the console server; its size and SHA-256 come from the
 * file, and a signed, short-lived link of the console's own serves it.
 */

export const PRIVATE_CLOUD_PRODUCTS = ['CASSANDRA', 'KAFKA'] as const;
export type PrivateCloudProduct = (typeof PRIVATE_CLOUD_PRODUCTS)[number];
export const CPU_ARCHITECTURES = ['amd64', 'arm64'] as const;
export const RESOURCE_FORMATS = ['OVA', 'QCOW2'] as const;

/** SPEC §3 names the version field after the product: `cassandraTag`, `kafkaTag`. */
export const productTagField = (product: PrivateCloudProduct) => `${product.toLowerCase()}Tag` as const;

/** How long a generated download link opens the file (SPEC §5: it expires). */
export const DOWNLOAD_LINK_LIFETIME_MS = 15 * 60 * 1_000;

/** The console's own path serving a signed link; the signature is its only credential. */
export const PRIVATE_CLOUD_DOWNLOAD_PATH = '/v1/private-cloud-downloads/:imageId';
export const privateCloudDownloadPath = (imageId: string) => `/v1/private-cloud-downloads/${imageId}`;

/** SPEC §3 private cloud resource, with which image is the latest and whether its file is there. */
export const privateCloudImageSchema = z.object({
  id: z.uuid(),
  product: z.enum(PRIVATE_CLOUD_PRODUCTS),
  cassandraTag: z.string().optional(),
  kafkaTag: z.string().optional(),
  cpuArch: z.enum(CPU_ARCHITECTURES),
  resourceFormat: z.enum(RESOURCE_FORMATS),
  fileName: z.string(),
  displayName: z.string(),
  /** Bytes, measured from the file when it was registered. */
  fileSize: z.number().int().min(0),
  /** SHA-256 of the file's bytes, hex, computed when it was registered. */
  checksum: z.string(),
  /** The newest version of its product, architecture and format: the one to install. */
  latest: z.boolean(),
  /** False when the file is no longer on the server: it cannot be downloaded. */
  available: z.boolean(),
});
export type PrivateCloudImage = z.infer<typeof privateCloudImageSchema>;
export const privateCloudImagesSchema = z.array(privateCloudImageSchema);

export const privateCloudImageParamsSchema = accountIdParamsSchema.extend({
  id: z.uuid('Image id must be a UUID'),
});
export const publicPrivateCloudImageParamsSchema = z.object({ id: z.uuid('Image id must be a UUID') });
/** The spec's list path ends in `false`: the flag of the original API; only that value is served. */
export const privateCloudDownloadLinkSchema = z.object({ url: z.url() });
export type PrivateCloudDownloadLink = z.infer<typeof privateCloudDownloadLinkSchema>;

export const privateCloudDownloadParamsSchema = z.object({ imageId: z.uuid('Image id must be a UUID') });
export const privateCloudDownloadQuerySchema = z.object({
  expires: z.coerce.number().int().min(0),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Signature must be 64 hex digits'),
});

/** Compares dotted version tags numerically part by part (`4.10.0` is after `4.9.2`). */
export function compareVersionTags(a: string, b: string): number {
  const pa = a.split(/[.-]/);
  const pb = b.split(/[.-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = Number(x);
    const ny = Number(y);
    const order = x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

export interface VersionedImage {
  id: string;
  product: PrivateCloudProduct;
  version: string;
  cpuArch: string;
  resourceFormat: string;
}

/** The ids of the latest image of each product, CPU architecture and resource format. */
export function latestImageIds(images: readonly VersionedImage[]): Set<string> {
  const best = new Map<string, VersionedImage>();
  for (const image of images) {
    const group = `${image.product}/${image.cpuArch}/${image.resourceFormat}`;
    const current = best.get(group);
    if (!current || compareVersionTags(image.version, current.version) > 0) best.set(group, image);
  }
  return new Set([...best.values()].map((image) => image.id));
}

const KIB = 1024;
const MIB = KIB * KIB;
const GIB = MIB * KIB;

/**
 * SPEC §9 file size display: at or above 1 GiB with two significant digits, at or above 1 MiB
 * rounded to whole MiB, else bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= GIB) return `${Number((bytes / GIB).toPrecision(2))} GiB`;
  if (bytes >= MIB) return `${Math.round(bytes / MIB)} MiB`;
  return `${bytes} B`;
}
