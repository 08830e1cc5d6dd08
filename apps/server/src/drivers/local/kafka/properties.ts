/**
 * server.properties for one Kafka node (KRaft only), as a pure function of the cluster's layout
 * and security settings.
 *
 * Three listeners:
 * - CLIENT on ENGINE_HOST, what clients are given. Its protocol follows the cluster's two
 *   security switches: SASL_SSL (auth and encryption), SSL (encryption), SASL_PLAINTEXT (auth),
 *   PLAINTEXT (neither). SASL is SCRAM-SHA-512 with the credentials stored in the metadata log.
 * - INTERNAL on 127.0.0.1, broker to broker: SCRAM-SHA-512 as the internal admin user when auth
 *   is on (so the authorizer knows the brokers), PLAINTEXT otherwise. No TLS: it never leaves
 *   the host.
 * - CONTROLLER on 127.0.0.1, the KRaft quorum and brokers to controllers. It cannot use SCRAM:
 *   SCRAM credentials live in the metadata log the controllers serve, so a controller would need
 *   them before it has them. PLAINTEXT would make every connection User:ANONYMOUS, which the
 *   authorizer must then let do anything (broker registration, the quorum's own requests and the
 *   admin requests controllers answer): any local process could. So with auth on it is SASL PLAIN
 *   as the internal admin, whose password is in this file; PLAINTEXT otherwise.
 */

export interface KafkaNodeLayout {
  /** Kafka's node.id: the node's position in the cluster + 1. */
  nodeId: number;
  broker: boolean;
  controller: boolean;
  /** Ports by listener: client and internal for a broker, controller for a controller. */
  ports: { client?: number; internal?: number; controller?: number };
  /** The rack clients and replica placement see (broker.rack); null for none. */
  rack: string | null;
}

export interface KafkaSecurity {
  passwordAndUserAuth: boolean;
  clientToClusterEncryption: boolean;
  /** The brokers' and controllers' own user; required with passwordAndUserAuth. */
  internalAdmin: { username: string; password: string } | null;
  /** The cluster's default user (a superuser of its cluster, as on Instaclustr); null for none. */
  defaultUsername: string | null;
  /** Stores for the CLIENT listener; required with clientToClusterEncryption. */
  tls: { keystoreFile: string; truststoreFile: string; password: string } | null;
}

export interface KafkaPropertiesInput {
  node: KafkaNodeLayout;
  /** Every controller of the cluster (the quorum). */
  controllers: readonly { nodeId: number; port: number }[];
  /** How many brokers the cluster has: the replication defaults follow it. */
  brokerCount: number;
  /** The address the CLIENT listener binds and advertises (ENGINE_HOST). */
  engineHost: string;
  /** Where the node keeps its logs (log.dirs; the metadata log too). */
  dataDir: string;
  security: KafkaSecurity;
}

/** The listeners' names, as they appear in the properties and in the engine's own log. */
export const LISTENERS = { client: 'CLIENT', internal: 'INTERNAL', controller: 'CONTROLLER' } as const;

export type KafkaProperties = ReadonlyArray<readonly [key: string, value: string]>;

/** The properties, in the order they are written. */
export function kafkaProperties(input: KafkaPropertiesInput): KafkaProperties {
  const { node, security } = input;
  if (!node.broker && !node.controller) throw new Error(`Node ${node.nodeId} is neither broker nor controller`);
  const auth = security.passwordAndUserAuth ? required(security.internalAdmin, 'internalAdmin') : null;
  const tls = security.clientToClusterEncryption ? required(security.tls, 'tls') : null;
  const properties: [string, string][] = [
    ['process.roles', [node.broker && 'broker', node.controller && 'controller'].filter(Boolean).join(',')],
    ['node.id', String(node.nodeId)],
    ['controller.quorum.bootstrap.servers', input.controllers.map(({ port }) => `127.0.0.1:${port}`).join(',')],
    ['controller.listener.names', LISTENERS.controller],
    ...listeners(input, auth !== null, tls !== null),
    ['log.dirs', input.dataDir],
    ...(node.broker ? brokerDefaults(input.brokerCount, node.rack) : []),
  ];
  if (auth) properties.push(...authentication(auth, security.defaultUsername, node));
  if (tls) properties.push(...encryption(tls));
  return properties;
}

/** The properties as a server.properties file. */
export function kafkaPropertiesFile(properties: KafkaProperties): string {
  const lines = properties.map(([key, value]) => `${key}=${escapeValue(value)}`);
  return `# Written by Datadeck's local driver at every start: edits here are lost.\n${lines.join('\n')}\n`;
}

function listeners(input: KafkaPropertiesInput, auth: boolean, tls: boolean): [string, string][] {
  const { node, engineHost } = input;
  const bound: string[] = [];
  if (node.broker) {
    bound.push(`${LISTENERS.client}://${hostPort(engineHost, required(node.ports.client, 'client port'))}`);
    bound.push(`${LISTENERS.internal}://127.0.0.1:${required(node.ports.internal, 'internal port')}`);
  }
  if (node.controller)
    bound.push(`${LISTENERS.controller}://127.0.0.1:${required(node.ports.controller, 'controller port')}`);
  const clientProtocol = `${auth ? 'SASL_' : ''}${tls ? 'SSL' : 'PLAINTEXT'}`;
  const protocols = [
    `${LISTENERS.client}:${clientProtocol}`,
    `${LISTENERS.internal}:${auth ? 'SASL_PLAINTEXT' : 'PLAINTEXT'}`,
    `${LISTENERS.controller}:${auth ? 'SASL_PLAINTEXT' : 'PLAINTEXT'}`,
  ];
  return [
    ['listeners', bound.join(',')],
    // The addresses bound are the addresses given: clients, brokers and controllers are all on this host.
    ['advertised.listeners', bound.join(',')],
    ['listener.security.protocol.map', protocols.join(',')],
    // A controller alone has no broker listener to name.
    ...(node.broker ? [['inter.broker.listener.name', LISTENERS.internal] as [string, string]] : []),
  ];
}

/**
 * Replication sized to the brokers: three copies (two in sync) where there are three brokers, as
 * many as there are below that, so a one- or two-broker cluster can create its internal topics.
 */
function brokerDefaults(brokerCount: number, rack: string | null): [string, string][] {
  const replicas = String(Math.max(1, Math.min(3, brokerCount)));
  const inSync = String(Math.max(1, Math.min(2, brokerCount)));
  return [
    ['default.replication.factor', replicas],
    ['min.insync.replicas', inSync],
    ['offsets.topic.replication.factor', replicas],
    ['transaction.state.log.replication.factor', replicas],
    ['transaction.state.log.min.isr', inSync],
    ['share.coordinator.state.topic.replication.factor', replicas],
    ['share.coordinator.state.topic.min.isr', inSync],
    ...(rack ? [['broker.rack', rack] as [string, string]] : []),
  ];
}

function authentication(
  admin: { username: string; password: string },
  defaultUsername: string | null,
  node: KafkaNodeLayout,
): [string, string][] {
  const superUsers = [admin.username, ...(defaultUsername ? [defaultUsername] : [])];
  const properties: [string, string][] = [
    ['sasl.enabled.mechanisms', 'SCRAM-SHA-512'],
    ['sasl.mechanism.inter.broker.protocol', 'SCRAM-SHA-512'],
    ['sasl.mechanism.controller.protocol', 'PLAIN'],
    ['authorizer.class.name', 'org.apache.kafka.metadata.authorizer.StandardAuthorizer'],
    ['super.users', superUsers.map((name) => `User:${principalName(name)}`).join(';')],
    ['allow.everyone.if.no.acl.found', 'false'],
  ];
  if (node.broker) {
    // The server side of SCRAM needs a login module per listener; only INTERNAL's logs in as someone.
    properties.push(
      [`${listener(LISTENERS.client)}.scram-sha-512.sasl.jaas.config`, `${SCRAM_MODULE} required;`],
      [
        `${listener(LISTENERS.internal)}.scram-sha-512.sasl.jaas.config`,
        `${SCRAM_MODULE} required ${jaasCredentials(admin)};`,
      ],
    );
  }
  // Controllers accept the admin (user_<name>); every node, broker or controller, logs in as it.
  const plainUsers = node.controller ? ` user_${jaasName(admin.username)}=${jaasQuoted(admin.password)}` : '';
  properties.push(
    [`${listener(LISTENERS.controller)}.sasl.enabled.mechanisms`, 'PLAIN'],
    [
      `${listener(LISTENERS.controller)}.plain.sasl.jaas.config`,
      `${PLAIN_MODULE} required ${jaasCredentials(admin)}${plainUsers};`,
    ],
  );
  return properties;
}

/** Where a listener's own settings go: `listener.name.<name in lower case>`. */
function listener(name: string): string {
  return `listener.name.${name.toLowerCase()}`;
}

const SCRAM_MODULE = 'org.apache.kafka.common.security.scram.ScramLoginModule';
const PLAIN_MODULE = 'org.apache.kafka.common.security.plain.PlainLoginModule';

function encryption(tls: { keystoreFile: string; truststoreFile: string; password: string }): [string, string][] {
  return [
    ['ssl.keystore.type', 'PKCS12'],
    ['ssl.keystore.location', tls.keystoreFile],
    ['ssl.keystore.password', tls.password],
    ['ssl.truststore.type', 'PKCS12'],
    ['ssl.truststore.location', tls.truststoreFile],
    ['ssl.truststore.password', tls.password],
    // Clients prove who they are with SCRAM (or not at all), not with certificates.
    ['ssl.client.auth', 'none'],
  ];
}

function jaasCredentials(user: { username: string; password: string }): string {
  return `username=${jaasQuoted(user.username)} password=${jaasQuoted(user.password)}`;
}

/** A JAAS option value: quoted, and refused if it holds a quote or backslash JAAS would read. */
function jaasQuoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error('A JAAS credential cannot hold a quote, a backslash or a line break');
  return `"${value}"`;
}

/** A JAAS option name (user_<name>): the name must be a plain word. */
function jaasName(name: string): string {
  if (!/^[A-Za-z0-9_.-]+$/.test(name)) throw new Error(`Not a user name the controllers' JAAS can hold: ${name}`);
  return name;
}

/** super.users is `;`-separated: a name holding one would name two users. */
function principalName(name: string): string {
  if (name.includes(';') || name.includes(',')) throw new Error(`Not a user name super.users can hold: ${name}`);
  return name;
}

function hostPort(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Kafka node properties need the ${what}`);
  return value;
}

/**
 * A value as java.util.Properties reads it back (Kafka loads the file as ISO 8859-1): backslashes
 * and line breaks escaped, anything beyond ASCII as \uXXXX, a leading space kept.
 */
function escapeValue(value: string): string {
  let escaped = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\') escaped += '\\\\';
    else if (character === '\n') escaped += '\\n';
    else if (character === '\r') escaped += '\\r';
    else if (character === '\t') escaped += '\\t';
    else if (code < 0x20 || code > 0x7e) {
      // Characters beyond the BMP are two UTF-16 units, each escaped.
      for (const unit of character.split('')) escaped += `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
    } else escaped += character;
  }
  return escaped.startsWith(' ') ? `\\${escaped}` : escaped;
}
