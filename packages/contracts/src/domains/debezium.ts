import { z } from 'zod';
import { CLUSTER_REQUESTS_MESSAGES } from '../messages/cluster-requests.ts';
import { semanticVersionField } from './cluster-fields.ts';

const messages = CLUSTER_REQUESTS_MESSAGES.debezium;

/**
 * A Cassandra data centre's Debezium Connector for Cassandra (change data capture into Kafka),
 * as Instaclustr's API names it: a list of at most one entry (the Terraform provider's `debezium`
 * block, `kafka_vpc_type`, `kafka_topic_prefix`, `kafka_cdc_id`, `version`; the 2023 reference
 * document predates it, the provider's 2026 documentation and the Kubernetes operator's models
 * have it). `kafkaCdcId` is the id of the Kafka cluster's data centre the changes go to: the
 * server checks it names a data centre of one of the account's own Kafka clusters
 * (modules/clusters/debezium-check.ts), as it needs the database.
 */
export const DEBEZIUM_KAFKA_VPC_TYPES = ['VPC_PEERED'] as const;

/** Kafka topic names take letters, digits, ".", "_" and "-"; the prefix leaves room for keyspace and table. */
const TOPIC_PREFIX = /^[a-zA-Z0-9._-]{1,100}$/;

export const debeziumEntrySchema = z.strictObject({
  kafkaVpcType: z.enum(DEBEZIUM_KAFKA_VPC_TYPES, messages.kafkaVpcType),
  kafkaTopicPrefix: z.string(messages.kafkaTopicPrefix).regex(TOPIC_PREFIX, messages.kafkaTopicPrefix),
  kafkaCdcId: z.uuid(messages.kafkaCdcIdFormat),
  version: semanticVersionField,
});
export type Debezium = z.output<typeof debeziumEntrySchema>;

/** The data centre's field: none unless asked for. */
export const debeziumSchema = z.array(debeziumEntrySchema).max(1, 'One Debezium entry at most').default([]);
