import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DRIVER_MESSAGES } from '@datadeck/contracts';

/** Where the distributions are: ENGINES_DIR (npm run engines:fetch), or an official Kafka in KAFKA_HOME. */
export interface DistributionSettings {
  enginesDir: string;
  kafkaHome: string | null;
}

/** A Kafka the driver can start: its classpath (a `libs/*` wildcard for `java -cp`) and the JMX-over-HTTP agent. */
export type KafkaDistribution =
  | { ok: true; classpath: string; jolokiaAgent: string | null }
  | { ok: false; message: string };

/**
 * The marker engines-fetch writes last into a distribution's folder: without it the folder is
 * an interrupted fetch, not a distribution. scripts/engines-fetch.ts writes it under this name.
 */
export const COMPLETE_MARKER = '.complete';

/** The folders engines-fetch lays out under ENGINES_DIR (scripts/engines-fetch.ts). */
export const kafkaFolder = (enginesDir: string, version: string) => path.join(enginesDir, `kafka-${version}`);
export const agentsFolder = (enginesDir: string) => path.join(enginesDir, 'agents');

/** The Kafka server jar, named after Scala 2.13 and Kafka's version: what makes a libs folder a Kafka. */
const KAFKA_JAR = /^kafka_2\.13-(\d+\.\d+\.\d+)\.jar$/;
const JOLOKIA_AGENT = /^jolokia-agent-jvm-.+-javaagent\.jar$/;

const isDirectory = (folder: string) => existsSync(folder) && statSync(folder).isDirectory();

/**
 * The Jolokia JVM agent engines-fetch installed, or null: without it the node runs, and only its
 * metrics are missing. The agents folder counts only once complete, as a distribution does.
 */
function jolokiaAgent(enginesDir: string): string | null {
  const folder = agentsFolder(enginesDir);
  if (!existsSync(path.join(folder, COMPLETE_MARKER))) return null;
  const name = readdirSync(folder).find((file) => JOLOKIA_AGENT.test(file));
  return name === undefined ? null : path.join(folder, name);
}

/**
 * The Kafka of `version` to run: KAFKA_HOME's when set (an official download, which must be
 * that version: a cluster never silently runs another), else the one engines-fetch built into
 * ENGINES_DIR. When there is none, the message names the command that installs it.
 */
export function resolveKafka(settings: DistributionSettings, version: string): KafkaDistribution {
  const agent = jolokiaAgent(settings.enginesDir);
  if (settings.kafkaHome !== null) {
    const libs = path.join(settings.kafkaHome, 'libs');
    const found = isDirectory(libs)
      ? readdirSync(libs)
          .map((file) => KAFKA_JAR.exec(file)?.[1])
          .find((v) => v !== undefined)
      : undefined;
    if (found === undefined) return { ok: false, message: LOCAL_DRIVER_MESSAGES.kafkaHomeNotKafka(settings.kafkaHome) };
    if (found !== version) {
      return { ok: false, message: LOCAL_DRIVER_MESSAGES.kafkaHomeOtherVersion(settings.kafkaHome, found, version) };
    }
    return { ok: true, classpath: path.join(libs, '*'), jolokiaAgent: agent };
  }
  const folder = kafkaFolder(settings.enginesDir, version);
  const libs = path.join(folder, 'libs');
  if (!isDirectory(libs) || !existsSync(path.join(folder, COMPLETE_MARKER))) {
    return { ok: false, message: LOCAL_DRIVER_MESSAGES.kafkaNotInstalled(version) };
  }
  return { ok: true, classpath: path.join(libs, '*'), jolokiaAgent: agent };
}
