import { execFile } from 'node:child_process';
import { access, chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ProcessStart } from '../processes.ts';
import { kafkaLog4jConfig } from './log4j-config.ts';
import { type KafkaPropertiesInput, kafkaProperties, kafkaPropertiesFile } from './properties.ts';
import { scramArgument } from './scram.ts';

/**
 * One Kafka node's folder and commands:
 *
 *   {nodeDir}/config/   0700  server.properties (0600: it holds passwords), log4j2.xml,
 *                             jolokia-access.xml, keystore.p12
 *   {nodeDir}/data/           log.dirs: the partitions and the metadata log (meta.properties once formatted)
 *   {nodeDir}/logs/           server.log (the engine's log, rolled) and console.log (the JVM's own
 *                             output: what it says when it cannot even start, e.g. a bad option)
 */
export function kafkaNodePaths(nodeDir: string) {
  const config = path.join(nodeDir, 'config');
  const logs = path.join(nodeDir, 'logs');
  const data = path.join(nodeDir, 'data');
  return {
    config,
    properties: path.join(config, 'server.properties'),
    log4j: path.join(config, 'log4j2.xml'),
    jolokiaPolicy: path.join(config, 'jolokia-access.xml'),
    data,
    metaProperties: path.join(data, 'meta.properties'),
    logs,
    serverLog: path.join(logs, 'server.log'),
    consoleLog: path.join(logs, 'console.log'),
  };
}

/**
 * Writes the node's configuration (again at every start, so a changed cluster, e.g. more brokers,
 * reaches it) and makes its folders. Keystores are certificates.ts's; the properties name them.
 */
export async function prepareKafkaNode(
  nodeDir: string,
  properties: Omit<KafkaPropertiesInput, 'dataDir'>,
): Promise<void> {
  const paths = kafkaNodePaths(nodeDir);
  await mkdir(paths.config, { recursive: true, mode: 0o700 });
  await chmod(paths.config, 0o700);
  await mkdir(paths.data, { recursive: true });
  await mkdir(paths.logs, { recursive: true });
  const text = kafkaPropertiesFile(kafkaProperties({ ...properties, dataDir: paths.data }));
  await writeWhole(paths.properties, text, 0o600);
  await writeWhole(paths.log4j, kafkaLog4jConfig(paths.logs), 0o644);
  await writeWhole(paths.jolokiaPolicy, JOLOKIA_POLICY, 0o644);
}

/**
 * Jolokia answers any local process without a password, so it may only read: `exec` (MBean
 * operations, among them the JVM's diagnostic commands that load agents) and `write` would hand
 * every local user the console's account.
 */
const JOLOKIA_POLICY = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by Datadeck's local driver: Jolokia may read, never write or run operations. -->
<restrict>
  <commands>
    <command>read</command>
    <command>list</command>
    <command>search</command>
    <command>version</command>
  </commands>
</restrict>
`;

export interface StorageFormat {
  java: string;
  /** The engine's classpath, e.g. `/x/kafka-4.2.1/libs/*`. */
  classpath: string;
  nodeDir: string;
  /** The cluster's Kafka id (kafka-uuid.ts), the same for every node. */
  kafkaClusterId: string;
  node: { nodeId: number; controller: boolean };
  /** Every controller with the directory id its metadata log is formatted with (kafka-uuid.ts). */
  controllers: readonly { nodeId: number; port: number; directoryId: string }[];
  /** SCRAM users written into the metadata log (the default user and the internal admin); none without auth. */
  scramUsers: readonly { username: string; password: string }[];
}

/**
 * Formats the node's storage once (KRaft's `kafka-storage format`): skipped when data/ already
 * holds meta.properties, so a restart never formats a node again. A lone controller starts its
 * quorum `--standalone`; several are formatted alike with `--initial-controllers` (every
 * controller's `id@host:port:directory id`); a broker alone takes the quorum from
 * controller.quorum.bootstrap.servers (`--no-initial-controllers`). Returns whether it formatted.
 */
export async function formatKafkaStorage(format: StorageFormat): Promise<boolean> {
  const paths = kafkaNodePaths(format.nodeDir);
  if (await exists(paths.metaProperties)) return false;
  // The SCRAM arguments go in an argument file (0600, removed after; the tool's argument parser
  // reads `@file`, an argument a line), not on the command line every local user can read in /proc.
  const argumentFile = path.join(paths.config, 'format.args');
  const scram = format.scramUsers.map((user) => `--add-scram\n${scramArgument(user.username, user.password)}\n`);
  if (scram.length > 0) await writeWhole(argumentFile, scram.join(''), 0o600);
  const args = [
    ...QUICK_JVM,
    '-cp',
    format.classpath,
    'kafka.tools.StorageTool',
    'format',
    '--cluster-id',
    format.kafkaClusterId,
    '--config',
    paths.properties,
    ...quorumArguments(format),
    // The parser fails on an empty file: none without users.
    ...(scram.length > 0 ? [`@${argumentFile}`] : []),
  ];
  try {
    await promisify(execFile)(format.java, args, { env: { PATH: process.env.PATH ?? '' }, cwd: format.nodeDir });
  } catch (error) {
    const output =
      error instanceof Error && 'stdout' in error && 'stderr' in error ? `${error.stdout}${error.stderr}` : '';
    throw new Error(`kafka-storage format failed for node ${format.node.nodeId}: ${output.trim() || String(error)}`, {
      cause: error,
    });
  } finally {
    await rm(argumentFile, { force: true });
  }
  return true;
}

function quorumArguments({ node, controllers }: StorageFormat): string[] {
  if (!node.controller) return ['--no-initial-controllers'];
  if (controllers.length === 1) return ['--standalone'];
  const voters = controllers.map(({ nodeId, port, directoryId }) => `${nodeId}@127.0.0.1:${port}:${directoryId}`);
  return ['--initial-controllers', voters.join(',')];
}

/** A JVM that lives a second or two (the storage tool) starts faster with the quick compiler. */
const QUICK_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export interface KafkaStart {
  java: string;
  classpath: string;
  nodeDir: string;
  heapMegabytes: number;
  /** The Jolokia JVM agent and the port it answers on (127.0.0.1); null to start without it. */
  jolokia: { agent: string; port: number } | null;
}

/**
 * The command that runs the node, for startProcess: Kafka's own JVM settings (those of its
 * kafka-run-class.sh: G1 with short pauses), a fixed heap, an exit on running out of memory (so
 * the driver sees a dead node and restarts it, rather than a live one that no longer works), and
 * the Jolokia agent for metrics. The environment holds PATH alone: the console's own variables
 * (its database URL, secrets) are not the engine's business.
 */
export function kafkaStartCommand(start: KafkaStart): ProcessStart {
  const paths = kafkaNodePaths(start.nodeDir);
  const heap = `${Math.floor(start.heapMegabytes)}m`;
  return {
    command: start.java,
    args: [
      `-Xms${heap}`,
      `-Xmx${heap}`,
      '-XX:+UseG1GC',
      '-XX:MaxGCPauseMillis=20',
      '-XX:InitiatingHeapOccupancyPercent=35',
      '-XX:+ExplicitGCInvokesConcurrent',
      '-XX:+ExitOnOutOfMemoryError',
      '-Djava.awt.headless=true',
      ...(start.jolokia ? [jolokiaAgentOption(start.jolokia, paths.jolokiaPolicy)] : []),
      `-Dlog4j2.configurationFile=${paths.log4j}`,
      '-cp',
      start.classpath,
      'kafka.Kafka',
      paths.properties,
    ],
    cwd: start.nodeDir,
    env: { PATH: process.env.PATH ?? '' },
    logFile: paths.consoleLog,
  };
}

/** The agent's options are comma-separated `key=value`s: a path holding a comma cannot be given. */
function jolokiaAgentOption(jolokia: { agent: string; port: number }, policy: string): string {
  if (policy.includes(',') || jolokia.agent.includes('=')) {
    throw new Error(`The Jolokia agent cannot be given a path with a comma or an equals sign: ${policy}`);
  }
  return `-javaagent:${jolokia.agent}=port=${jolokia.port},host=127.0.0.1,policyLocation=file://${policy}`;
}

/** Written under a temporary name and renamed: a crash never leaves half a configuration. */
async function writeWhole(file: string, text: string, mode: number): Promise<void> {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, text, { mode });
  await chmod(temporary, mode);
  await rename(temporary, file);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
