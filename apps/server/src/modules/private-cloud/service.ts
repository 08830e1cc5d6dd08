import {
  latestImageIds,
  MESSAGES,
  productTagField,
  roleHasPermission,
  type PrivateCloudDownloadLink,
  type PrivateCloudImage,
  type Role,
} from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { HttpError, forbidden, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { fileSizeOf, imagePath, privateCloudDirOf } from './files.ts';
import { imageOf, imagesOf, onPremisesEnabled, type ImageRow } from './queries.ts';
import { signedDownloadUrl } from './signed-links.ts';

export interface PrivateCloudCaller {
  accountId: string;
  role: Role;
  actor: AuditActor;
}

/** The purpose the link-signing key is derived for from SECRETS_KEY. */
export const DOWNLOAD_LINK_KEY_PURPOSE = 'private-cloud-download-links';

const view = (row: ImageRow, latest: boolean, available: boolean): PrivateCloudImage => ({
  id: row.id,
  product: row.product,
  [productTagField(row.product)]: row.version,
  cpuArch: row.cpuArch,
  resourceFormat: row.resourceFormat,
  fileName: row.fileName,
  displayName: row.displayName,
  fileSize: row.fileSize,
  checksum: row.checksum,
  latest,
  available,
});

/**
 * Private-cloud images (SPEC §2): the list, and signed links to their files. Only on-premises
 * accounts have them: any other is refused with 403, as the caller is linked to the account.
 */
export function privateCloudService(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'secrets'>) {
  const { db, clock, config } = ctx;
  const dir = privateCloudDirOf(config);
  const linkKey = ctx.secrets.deriveKey(DOWNLOAD_LINK_KEY_PURPOSE);

  async function refuseUnlessAllowed(caller: PrivateCloudCaller): Promise<void> {
    // The spec's paths take any CLUSTER_MANAGEMENT key: its role must still hold the permission.
    if (!roleHasPermission(caller.role, 'DOWNLOAD_RESOURCES')) throw forbidden();
    const onPremises = await onPremisesEnabled(db, caller.accountId);
    if (onPremises === null) throw notFound('Account not found');
    if (!onPremises) throw forbidden(MESSAGES.privateCloud.onPremisesOnly);
  }

  async function list(caller: PrivateCloudCaller): Promise<PrivateCloudImage[]> {
    await refuseUnlessAllowed(caller);
    const rows = await imagesOf(db, caller.accountId);
    const latest = latestImageIds(rows);
    const sizes = await Promise.all(rows.map((row) => fileSizeOf(imagePath(dir, row.fileName))));
    return rows.map((row, i) => view(row, latest.has(row.id), sizes[i] !== null));
  }

  async function downloadLink(caller: PrivateCloudCaller, id: string): Promise<PrivateCloudDownloadLink> {
    await refuseUnlessAllowed(caller);
    const row = await imageOf(db, caller.accountId, id);
    if (!row) throw notFound();
    if ((await fileSizeOf(imagePath(dir, row.fileName))) === null) {
      throw new HttpError(409, [{ name: 'id', message: MESSAGES.privateCloud.fileMissing }]);
    }
    const now = clock.now();
    await recordAudit(db, clock, caller.actor, {
      type: 'PRIVATE_CLOUD_DOWNLOAD_LINK_GENERATED',
      accountId: caller.accountId,
      detail: row.fileName,
    });
    return { url: signedDownloadUrl(linkKey, config.publicUrl, row.id, now) };
  }

  return { list, downloadLink };
}
