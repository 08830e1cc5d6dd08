import { fileResponse } from '../binary.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  PRIVATE_CLOUD_DOWNLOAD_PATH,
  privateCloudDownloadParamsSchema,
  privateCloudDownloadQuerySchema,
  privateCloudDownloadLinkSchema,
  privateCloudImageParamsSchema,
  privateCloudImagesSchema,
  publicPrivateCloudImageParamsSchema,
} from '../domains/private-cloud.ts';
import { apiKey, endpoint, needsOrKey, publicAccess } from '../endpoint.ts';

/**
 * Private-cloud images (SPEC §2, §7), declared once and served twice like service users: under
 * the account for the console (and its provisioning keys), and at the spec's own paths, which name
 * no account, for a CLUSTER_MANAGEMENT key (whose account it is). Only on-premises accounts have
 * images; any other gets 403 (the caller is linked to the account and knows it exists: a rule
 * refuses it, nothing is hidden). The signed link itself is served outside this table (see
 * PRIVATE_CLOUD_DOWNLOAD_PATH): it streams a file with Range support, which the binder's JSON
 * and whole-file answers do not do.
 */
const privateCloudOperations = {
  list: {
    method: 'GET',
    summary: "The account's private-cloud install images, with the latest of each product marked",
    status: 200,
    response: privateCloudImagesSchema,
  },
  downloadLink: {
    method: 'POST',
    summary: 'A signed link to download an image, served by the console, that expires after 15 minutes',
    status: 200,
    response: privateCloudDownloadLinkSchema,
    ownErrors: [409], // The image's file is no longer on the server
    // A link, signed and kept nowhere: downloads go on during database maintenance.
    changesNothing: true,
  },
} as const;

export const privateCloudEndpoints = {
  list: endpoint({
    ...privateCloudOperations.list,
    path: '/v1/accounts/:accountId/resources/private-cloud',
    tag: 'private-cloud',
    access: needsOrKey('DOWNLOAD_RESOURCES', 'CLUSTER_MANAGEMENT'),
    params: accountIdParamsSchema,
  }),
  downloadLink: endpoint({
    ...privateCloudOperations.downloadLink,
    path: '/v1/accounts/:accountId/resources/private-cloud/:id',
    tag: 'private-cloud',
    access: needsOrKey('DOWNLOAD_RESOURCES', 'CLUSTER_MANAGEMENT'),
    params: privateCloudImageParamsSchema,
  }),
} as const;

/** The key's role must still hold DOWNLOAD_RESOURCES: the service checks it (403). */
export const publicPrivateCloudEndpoints = {
  list: endpoint({
    ...privateCloudOperations.list,
    path: '/v1/resources/private-cloud/false',
    tag: 'private-cloud',
    access: apiKey('CLUSTER_MANAGEMENT'),
  }),
  downloadLink: endpoint({
    ...privateCloudOperations.downloadLink,
    path: '/v1/resources/private-cloud/:id',
    tag: 'private-cloud',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: publicPrivateCloudImageParamsSchema,
  }),
} as const;

/**
 * The signed link itself: public, the signature its only credential. Not in the `api` table: the
 * server serves it on its own route, streamed with Range support (206, and 416 for a range outside
 * the file), and answers 410 once it has expired; those statuses are the route's additions.
 */
export const privateCloudDownloadEndpoint = endpoint({
  method: 'GET',
  path: PRIVATE_CLOUD_DOWNLOAD_PATH,
  summary: 'Download a private-cloud image by its signed link (Range requests answered with 206)',
  tag: 'private-cloud',
  access: publicAccess,
  params: privateCloudDownloadParamsSchema,
  query: privateCloudDownloadQuerySchema,
  status: 200,
  response: fileResponse('application/octet-stream'),
  ownErrors: [403], // The signature does not match the image and expiry
});
