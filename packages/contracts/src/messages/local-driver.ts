/**
 * Texts of the local cluster driver (CLUSTER_DRIVER=local, issue 34): why a node cannot start,
 * shown as a FAILED cluster's reason. Each names what the operator runs or sets to fix it.
 * Part of MESSAGES (`MESSAGES.localDriver`).
 */
export const LOCAL_DRIVER_MESSAGES = {
  kafkaNotInstalled: (version: string) =>
    `Kafka ${version} is not installed: run \`npm run engines:fetch\` (or set KAFKA_HOME)`,
  kafkaHomeNotKafka: (kafkaHome: string) =>
    `KAFKA_HOME (${kafkaHome}) is not a Kafka distribution: its libs folder has no kafka_2.13-*.jar. Point KAFKA_HOME at an unpacked Kafka download, or unset it and run \`npm run engines:fetch\``,
  kafkaHomeOtherVersion: (kafkaHome: string, found: string, version: string) =>
    `KAFKA_HOME (${kafkaHome}) holds Kafka ${found}, not ${version}: point KAFKA_HOME at Kafka ${version}, or unset it and run \`npm run engines:fetch\``,
} as const;
