import path from 'node:path';

/** Where the local driver finds engines and keeps clusters, and what it gives their nodes. */
export interface LocalDriverSettings {
  /** Engine distributions (npm run engines:fetch): ENGINES_DIR. */
  enginesDir: string;
  /** One folder per cluster, one per node inside: DATA_DIR/engines/clusters. */
  clustersDir: string;
  /** Ports the nodes' listeners and agents take: ENGINE_PORTS. */
  portRange: { first: number; last: number };
  /** The address clients are given, where each node's client listener binds: ENGINE_HOST. */
  engineHost: string;
  /** The java binary that runs the engines: JAVA_HOME's, else `java` from PATH. */
  java: string;
  /** An official Kafka distribution to run instead of a fetched one: KAFKA_HOME. */
  kafkaHome: string | null;
}

interface SettingsSource {
  dataDir: string;
  enginesDir: string;
  enginePorts: { first: number; last: number };
  engineHost: string;
  kafkaHome: string | null;
}

export function localDriverSettings(config: SettingsSource, env: NodeJS.ProcessEnv = process.env): LocalDriverSettings {
  return {
    enginesDir: config.enginesDir,
    clustersDir: path.join(config.dataDir, 'engines', 'clusters'),
    portRange: config.enginePorts,
    engineHost: config.engineHost,
    java: env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java',
    kafkaHome: config.kafkaHome,
  };
}
