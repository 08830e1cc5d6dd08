import type { Endpoint } from './endpoint.ts';
import type { ClusterOperationStatus } from './domains/cluster-details.ts';
import { publicEncryptionKeyEndpoints } from './endpoints/encryption-keys.ts';
import { publicEndpoints } from './endpoints/public-api.ts';

/**
 * What Instaclustr's Terraform provider (v2, `instaclustr/instaclustr`) needs to know beyond the
 * endpoints themselves. The provider has no hand-written client: at start it downloads
 * `GET {IC_API_URL}/cluster-management/v2/swagger-for-terraform.yaml`, a Swagger 2.0 document, and
 * builds its resources from it (github.com/dikhan/terraform-provider-openapi, Instaclustr's fork).
 * The server generates that document from the endpoint declarations and this table; the names and
 * values here are Instaclustr's own (`../shared/reference/instaclustr/cluster-management-v2.openapi.json`),
 * so existing configurations keep working unchanged.
 */

/** Where the provider reads its document, relative to `IC_API_URL`. */
export const TERRAFORM_DOCUMENT_PATH = '/cluster-management/v2/swagger-for-terraform.yaml';

/**
 * The provider's only credential: `terraform_key = "Instaclustr-Terraform <user name>:<provisioning
 * API key>"` in its configuration, sent verbatim as the `Authorization` header (a Swagger 2.0
 * `apiKey` security definition named `terraform_key`). The server accepts this scheme beside HTTP basic.
 */
export const TERRAFORM_SECURITY_DEFINITION = 'terraform_key';
export const TERRAFORM_AUTH_SCHEME = 'Instaclustr-Terraform';

/** The 202 of a create or update is polled on this field until the operation is done. */
export interface TerraformPoll {
  readonly statusField: string;
  readonly pending: readonly string[];
  readonly completed: readonly string[];
}

/** Per field of a resource, by its path in the body (`dataCentres.tags`): how the provider shows it. */
export interface TerraformField {
  /** Its attribute name in Terraform configurations (`x-terraform-field-name`), where Instaclustr renames it. */
  readonly fieldName?: string;
  /** Kept out of plan output (`x-terraform-sensitive`). */
  readonly sensitive?: true;
  /** A change replaces the resource (`x-terraform-force-new`): the update cannot change it. */
  readonly forceNew?: true;
}

export interface TerraformProviderResource {
  /** `x-terraform-resource-name` of the root path; the provider adds `instaclustr_` before it. */
  readonly name: string;
  /**
   * The create (POST on the root path). Every other public endpoint on `<root path>/:id` — read,
   * update, delete — joins the resource by its path, so an endpoint declared later joins by itself.
   */
  readonly create: Endpoint;
  /** Instaclustr's document writes the root path with a trailing `/` (the server answers both). */
  readonly trailingSlash?: true;
  /** `x-terraform-resource-timeout` of create and update: an operation takes as long as it takes. */
  readonly timeout?: string;
  readonly poll?: TerraformPoll;
  readonly fields?: Readonly<Record<string, TerraformField>>;
}

export interface TerraformDataSource {
  /** `x-terraform-resource-name` of the data source's path. */
  readonly name: string;
  /** A GET answering an array of objects. */
  readonly read: Endpoint;
  /** The field of each item that identifies it (`x-terraform-id`). */
  readonly idField: string;
}

/** A cluster's create and update finish when its operation status leaves OPERATION_IN_PROGRESS. */
const CLUSTER_OPERATION_POLL = {
  statusField: 'currentClusterOperationStatus',
  pending: ['OPERATION_IN_PROGRESS'] satisfies ClusterOperationStatus[],
  completed: ['NO_OPERATION'] satisfies ClusterOperationStatus[],
} as const satisfies TerraformPoll;

/** Fields every cluster resource shares, as Instaclustr's document marks them. */
const CLUSTER_FIELDS = {
  name: { forceNew: true },
  slaTier: { forceNew: true },
  privateNetworkCluster: { forceNew: true },
  pciComplianceMode: { forceNew: true },
  dataCentres: { fieldName: 'data_centre' },
  'dataCentres.tags': { fieldName: 'tag' },
  defaultUserPassword: { sensitive: true },
  defaultUsername: { sensitive: true },
} as const satisfies Record<string, TerraformField>;

const clusterResource = (name: string, create: Endpoint, fields: Record<string, TerraformField>) =>
  ({
    name,
    create,
    timeout: '99999m',
    poll: CLUSTER_OPERATION_POLL,
    fields: { ...CLUSTER_FIELDS, ...fields },
  }) as const satisfies TerraformProviderResource;

/** The provider's resources that Datadeck implements; any other the provider knows is left out. */
export const TERRAFORM_RESOURCES: readonly TerraformProviderResource[] = [
  clusterResource('cassandra_cluster_v2', publicEndpoints.createCassandra, { cassandraVersion: { forceNew: true } }),
  clusterResource('kafka_cluster_v2', publicEndpoints.createKafka, {
    kafkaVersion: { forceNew: true },
    'schemaRegistry.schemaRegistryPassword': { sensitive: true },
  }),
  {
    ...clusterResource('opensearch_cluster_v2', publicEndpoints.createOpensearch, {
      opensearchVersion: { forceNew: true },
    }),
    trailingSlash: true,
  },
  {
    name: 'aws_encryption_key_v2',
    create: publicEncryptionKeyEndpoints.add,
    fields: { alias: { forceNew: true }, arn: { forceNew: true }, providerAccountName: { forceNew: true } },
  },
];

/** The provider's data sources that Datadeck implements. */
export const TERRAFORM_DATA_SOURCES: readonly TerraformDataSource[] = [
  { name: 'clusters_v2', read: publicEndpoints.listClusters, idField: 'accountId' },
  { name: 'aws_encryption_keys_v2', read: publicEncryptionKeyEndpoints.list, idField: 'accountId' },
];
