import { endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  createZiaGatewayBodySchema,
  ziaGatewayClustersSchema,
  ziaGatewayParamsSchema,
  ziaGatewaySchema,
  ziaGatewaysSchema,
} from '../domains/zia-gateways.ts';

/**
 * ZIA gateways (SPEC §2, §7 "ZIA gateways list, add, delete, associated clusters"). Every
 * endpoint answers 404 on an account without the zero-inbound-access feature: there the
 * gateways do not exist, whatever the caller's role (403 is for a role lacking a permission).
 */
export const ziaGatewayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/zia-gateways',
    summary: "The account's ZIA gateways that are not terminated, with the clusters using each",
    tag: 'zia-gateways',
    // Every role sees the gateways (the tab's rule); changing them is for cluster administrators.
    access: needs('VIEW_CLUSTERS'),
    params: accountIdParamsSchema,
    status: 200,
    response: ziaGatewaysSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/zia-gateways',
    summary: 'Create a ZIA gateway: AWS only, never PCI; it is provisioned in the background',
    tag: 'zia-gateways',
    access: needs('CREATE_CLUSTER'),
    params: accountIdParamsSchema,
    body: createZiaGatewayBodySchema,
    status: 201,
    response: ziaGatewaySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/zia-gateways/:gatewayId',
    summary: 'Terminate a ZIA gateway no cluster uses; it is terminated in the background',
    tag: 'zia-gateways',
    access: needs('DELETE_CLUSTER'),
    params: ziaGatewayParamsSchema,
    status: 202,
    response: ziaGatewaySchema,
    ownErrors: [409], // In use by clusters, or already terminating
  }),
  associatedClusters: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/zia-gateways/:gatewayId/clusters',
    summary: 'The live clusters using a ZIA gateway',
    tag: 'zia-gateways',
    access: needs('VIEW_CLUSTERS'),
    params: ziaGatewayParamsSchema,
    status: 200,
    response: ziaGatewayClustersSchema,
  }),
} as const;
