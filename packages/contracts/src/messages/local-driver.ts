/**
 * Texts of the local cluster driver (CLUSTER_DRIVER=local, issue 34): why a node cannot start,
 * shown as a FAILED cluster's reason. Each names what the operator runs or sets to fix it.
 * Part of MESSAGES (`MESSAGES.localDriver`).
 */

/** MiB as GiB with one decimal, as the refusal says it. */
const gib = (mib: number) => (mib / 1024).toFixed(1);

export const LOCAL_DRIVER_MESSAGES = {
  kafkaNotInstalled: (version: string) =>
    `Kafka ${version} is not installed: run \`npm run engines:fetch\` (or set KAFKA_HOME)`,
  kafkaHomeNotKafka: (kafkaHome: string) =>
    `KAFKA_HOME (${kafkaHome}) is not a Kafka distribution: its libs folder has no kafka_2.13-*.jar. Point KAFKA_HOME at an unpacked Kafka download, or unset it and run \`npm run engines:fetch\``,
  kafkaHomeOtherVersion: (kafkaHome: string, found: string, version: string) =>
    `KAFKA_HOME (${kafkaHome}) holds Kafka ${found}, not ${version}: point KAFKA_HOME at Kafka ${version}, or unset it and run \`npm run engines:fetch\``,
  /** The up-front refusal of a cluster the console's host cannot hold (issue 34). */
  hostMemory: (nodes: number, needMiB: number, availableMiB: number) =>
    `This host cannot hold the cluster: its ${nodes} nodes need ${gib(needMiB)} GiB of memory and the host has ${gib(availableMiB)} GiB available. Choose fewer nodes or a smaller node size, or free memory on the host.`,
  hostDisk: (nodes: number, needGB: number, freeGB: number) =>
    `This host cannot hold the cluster: its ${nodes} nodes need ${needGB} GB of disk and the host has ${freeGB} GB free. Choose fewer nodes or a node size with less disk, or free disk on the host.`,
  /** A node that could not start, or died: its engine's own last words follow. */
  nodeCannotStart: (node: string, lines: string) => `Node ${node} could not start. Its last log lines:\n${lines}`,
  nodeDown: (node: string, restarts: number, lines: string) =>
    `Node ${node} stopped; the console is restarting it (restart ${restarts}). Its last log lines:\n${lines}`,
  noJava: (java: string) =>
    `Java is not available (${java}): install openjdk-17-jdk-headless, or set JAVA_HOME, to run clusters on this host`,
} as const;
