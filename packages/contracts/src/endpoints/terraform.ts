import { apiKey, endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import { fileResponse } from '../binary.ts';
import { terraformProblemsSchema } from '../domains/terraform.ts';

const terraformArchiveResponse = fileResponse('application/zip');

/**
 * Terraform export (issue 18 §4): a zip of `.tf` files or, when a cluster cannot be written as the
 * provider's resources, 400 naming each problem: in the console's error body (`{name: <cluster>,
 * message}` entries), and on the public path as SPEC §7 gives it, a JSON list of `{message}`.
 */
export const terraformEndpoints = {
  download: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/terraform',
    summary: "A zip of Terraform configuration of the account's live clusters, for the Instaclustr provider",
    tag: 'terraform',
    access: needs('DOWNLOAD_RESOURCES'),
    params: accountIdParamsSchema,
    status: 200,
    response: terraformArchiveResponse,
  }),
} as const;

/** The Instaclustr-compatible path of the same export, the account taken from the API key. */
export const publicTerraformEndpoints = {
  generateTerraformCode: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/operations/generate-terraform-code/v2',
    summary: "A zip of Terraform configuration of the API key's account's live clusters",
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    status: 200,
    response: terraformArchiveResponse,
    ownErrors: [400], // A cluster cannot be written as the provider's resources
    // SPEC §7: "zip or JSON list of {message}", as Instaclustr's clients read it.
    errorBodies: { 400: terraformProblemsSchema },
  }),
} as const;
