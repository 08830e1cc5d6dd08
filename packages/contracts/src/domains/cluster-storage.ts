import { z } from 'zod';
import {
  cassandraClusterBaseSchema,
  kafkaClusterBaseSchema,
  opensearchClusterBaseSchema,
  type CassandraClusterRequest,
  type CreateClusterRequest,
  type KafkaClusterRequest,
  type OpensearchClusterRequest,
} from './cluster-create.ts';
import { debeziumEntrySchema } from './debezium.ts';

/**
 * How a cluster keeps its create request: the fields the console queries in columns, the rest of
 * the cluster's and of each data centre's fields as given, as their settings (jsonb).
 */

/**
 * The fields a cluster keeps in columns of its own; every other field of a request is its
 * application's own and is kept as given, as the cluster's settings.
 */
const columnFields = {
  name: true,
  slaTier: true,
  privateNetworkCluster: true,
  pciComplianceMode: true,
  description: true,
  twoFactorDelete: true,
  dataCentres: true,
} as const;
export const cassandraFieldsSchema = cassandraClusterBaseSchema.omit(columnFields);
export const kafkaFieldsSchema = kafkaClusterBaseSchema.omit(columnFields);
export const opensearchFieldsSchema = opensearchClusterBaseSchema.omit(columnFields);

/** The fields kept in columns (and `application`); the rest are the application's own. */
const COLUMN_FIELDS: ReadonlySet<string> = new Set(['application', ...Object.keys(columnFields)]);
type ColumnField = keyof typeof columnFields;

/** The application's own fields of a request (its version, add-ons, plugins, node groups and the settings of its resizes). */
export type ApplicationFields =
  | Omit<CassandraClusterRequest, ColumnField>
  | Omit<KafkaClusterRequest, ColumnField>
  | Omit<OpensearchClusterRequest, ColumnField>;

export function applicationFields(request: CreateClusterRequest): ApplicationFields {
  // The entries left are exactly one variant's own fields, which the union type names.
  return Object.fromEntries(Object.entries(request).filter(([key]) => !COLUMN_FIELDS.has(key))) as ApplicationFields;
}

/**
 * A data centre's own fields beyond those kept in columns (name, provider, region, network,
 * sizes, replication, encryption, tags, AWS settings): kept as given, as its settings.
 */
export const dataCentreFieldsSchema = z
  .object({
    continuousBackup: z.boolean(),
    privateIpBroadcastForDiscovery: z.boolean(),
    numberOfRacks: z.number().int(),
    providerAccountName: z.string(),
    /** Cassandra's change data capture into Kafka (debezium.ts). */
    debezium: z.array(debeziumEntrySchema),
  })
  .partial();
export type DataCentreFields = z.infer<typeof dataCentreFieldsSchema>;
const DATA_CENTRE_FIELDS = Object.keys(dataCentreFieldsSchema.shape) as (keyof DataCentreFields)[];

export function dataCentreFields(dc: CreateClusterRequest['dataCentres'][number]): DataCentreFields {
  const given = dc as Partial<Record<keyof DataCentreFields, unknown>>;
  // Each key is copied only from its own application's data centre, where the schema typed it.
  return Object.fromEntries(
    DATA_CENTRE_FIELDS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]),
  ) as DataCentreFields;
}
