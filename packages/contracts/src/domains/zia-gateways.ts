import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { accountIdParamsSchema } from './accounts.ts';
import { CLOUD_PROVIDERS } from './cluster-vocabulary.ts';

/**
 * Zero-inbound-access (ZIA) gateways (SPEC §2 ZIA Gateway, §3, §5, §9): an account feature staff
 * turn on. Creating one needs CREATE_CLUSTER, terminating one DELETE_CLUSTER; a gateway used by
 * clusters cannot be terminated.
 */

/**
 * A gateway's life, driven by the cluster driver: PROVISIONING → RUNNING, then TERMINATING →
 * TERMINATED. The SPEC leaves the values to the server (§4 "values not shown").
 */
export const ZIA_GATEWAY_STATUSES = ['PROVISIONING', 'RUNNING', 'TERMINATING', 'TERMINATED'] as const;
export type ZiaGatewayStatus = (typeof ZIA_GATEWAY_STATUSES)[number];

/** Statuses the driver still moves: the list is polled while any gateway shows one. */
export const ZIA_GATEWAY_CHANGING: readonly ZiaGatewayStatus[] = ['PROVISIONING', 'TERMINATING'];
export const isZiaGatewayChanging = (status: ZiaGatewayStatus): boolean => ZIA_GATEWAY_CHANGING.includes(status);

/**
 * The AWS regions of the reference catalogue (cluster-catalog.json, every application), the only
 * provider gateways run on; a server test holds this list to the catalogue.
 */
export const ZIA_GATEWAY_REGIONS = [
  'AF_SOUTH_1',
  'AP_EAST_1',
  'AP_NORTHEAST_1',
  'AP_NORTHEAST_2',
  'AP_NORTHEAST_3',
  'AP_SOUTHEAST_1',
  'AP_SOUTHEAST_2',
  'AP_SOUTHEAST_3',
  'AP_SOUTHEAST_4',
  'AP_SOUTHEAST_5',
  'AP_SOUTHEAST_6',
  'AP_SOUTHEAST_7',
  'AP_SOUTH_1',
  'AP_SOUTH_2',
  'CA_CENTRAL_1',
  'CA_WEST_1',
  'EU_CENTRAL_1',
  'EU_CENTRAL_2',
  'EU_NORTH_1',
  'EU_SOUTH_1',
  'EU_SOUTH_2',
  'EU_WEST_1',
  'EU_WEST_2',
  'EU_WEST_3',
  'IL_CENTRAL_1',
  'ME_CENTRAL_1',
  'ME_SOUTH_1',
  'SA_EAST_1',
  'US_EAST_1',
  'US_EAST_2',
  'US_WEST_1',
  'US_WEST_2',
] as const;
export type ZiaGatewayRegion = (typeof ZIA_GATEWAY_REGIONS)[number];

/** The one provider (SPEC §9 "AWS the only provider"), in the catalogue's vocabulary. */
export const ZIA_GATEWAY_PROVIDER = 'AWS_VPC' as const satisfies (typeof CLOUD_PROVIDERS)[number];

/**
 * A standard object name of 1 to 32 characters: the data-centre name rule (letters, digits, "_"
 * or "-", starting with a letter or digit), the one of cluster-create.ts with the same 1–32
 * length; a cluster name needs 3.
 */
const ZIA_GATEWAY_NAME_PATTERN = new RegExp(`^[a-zA-Z0-9][a-zA-Z0-9_-]{0,${LIMITS.ziaGatewayNameMax - 1}}$`);

export const ziaGatewayNameSchema = z
  .string(MESSAGES.ziaGateways.nameRequired)
  .trim()
  .min(1, MESSAGES.ziaGateways.nameRequired)
  // The pattern holds the length too; piped so an empty name gets only 'required'.
  .pipe(z.string().regex(ZIA_GATEWAY_NAME_PATTERN, MESSAGES.ziaGateways.nameRule));

/** The create form and request: AWS only, PCI never (the checkbox is disabled, §9). */
export const createZiaGatewayBodySchema = z.object({
  name: ziaGatewayNameSchema,
  cloudProvider: z
    .enum(CLOUD_PROVIDERS, MESSAGES.ziaGateways.providerRequired)
    .refine((provider) => provider === ZIA_GATEWAY_PROVIDER, MESSAGES.ziaGateways.awsOnly),
  region: z.enum(ZIA_GATEWAY_REGIONS, MESSAGES.ziaGateways.regionRequired).default('US_EAST_1'),
  pci: z
    .boolean()
    .refine((pci) => !pci, MESSAGES.ziaGateways.pciNotSupported)
    .default(false),
});
export type CreateZiaGatewayBody = z.input<typeof createZiaGatewayBodySchema>;

export const ziaGatewaySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cloudProvider: z.enum(CLOUD_PROVIDERS),
  region: z.string(),
  pci: z.boolean(),
  status: z.enum(ZIA_GATEWAY_STATUSES),
  /** Names of the live clusters using the gateway; a gateway with any cannot be terminated. */
  clusters: z.array(z.string()),
});
export type ZiaGateway = z.infer<typeof ziaGatewaySchema>;

export const ziaGatewaysSchema = z.object({ gateways: z.array(ziaGatewaySchema) });

export const ziaGatewayParamsSchema = accountIdParamsSchema.extend({
  gatewayId: z.uuid('Gateway id must be a UUID'),
});

/** The clusters using one gateway. */
export const ziaGatewayClustersSchema = z.object({
  clusters: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

/**
 * Why a gateway cannot be terminated by this caller, or null when it can: the permission first,
 * then the clusters using it (SPEC §8). The table's disabled reason and the server's refusal.
 */
export function ziaGatewayTerminateRefusal(
  gateway: Pick<ZiaGateway, 'clusters' | 'status'>,
  mayDelete: boolean,
): string | null {
  if (!mayDelete) return MESSAGES.ziaGateways.deleteNotPermitted;
  if (gateway.clusters.length > 0) return MESSAGES.ziaGateways.inUse(gateway.clusters);
  if (gateway.status === 'TERMINATING' || gateway.status === 'TERMINATED') return MESSAGES.ziaGateways.terminating;
  return null;
}
