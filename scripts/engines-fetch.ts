// `npm run engines:fetch [-- <engine>...]`: builds the engine distributions the local cluster
// driver runs (CLUSTER_DRIVER=local) from Maven Central, with Maven, into ENGINES_DIR:
//   ENGINES_DIR/kafka-<version>/libs/*.jar   one per Kafka version the driver can run
//   ENGINES_DIR/agents/*.jar                 the Jolokia JVM agent (JMX over HTTP, for metrics)
// Every jar is checked against scripts/engines.lock.json (SHA-256), and a folder counts only once
// its `.complete` marker is there (apps/server/src/drivers/local/distribution.ts reads the same
// layout). A distribution already installed whose files verify is not fetched again.
// `npm run engines:lock [-- <engine>...]` asks Maven again and rewrites the lock from what it gives.
// Runs on Node 24's type stripping: erasable TypeScript only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_DRIVER_VERSIONS } from '../packages/contracts/src/domains/catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCK_FILE = path.join(root, 'scripts', 'engines.lock.json');
const COMPLETE_MARKER = '.complete';
/** Pinned, so every machine copies with the same plugin (Maven's default one is years old). */
const COPY_DEPENDENCIES = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies';

/** One Maven artefact, `group:artifact:version[:classifier]`; `transitive: false` copies it alone. */
interface Artefact {
  coordinates: string;
  transitive: boolean;
}

/** A folder of ENGINES_DIR built from Maven artefacts; its name is its key in the lock file. */
interface Distribution {
  folder: string;
  /** Where the jars go inside the folder ('' for the folder itself). */
  jars: string;
  /** How progress lines name it: `kafka 4.2.1`. */
  label: string;
  artefacts: Artefact[];
}

/** An engine: what `npm run engines:fetch -- <name>` builds. */
interface Engine {
  name: string;
  distributions: () => Distribution[];
}

/** The Jolokia JVM agent alone: its javaagent jar carries everything it needs. */
const AGENTS: Distribution = {
  folder: 'agents',
  jars: '',
  label: 'agents',
  artefacts: [{ coordinates: 'org.jolokia:jolokia-agent-jvm:2.1.2:javaagent', transitive: false }],
};

/**
 * The log4j2 release each Kafka itself depends on (log4j-core in kafka-server's pom): its SLF4J
 * binding, which makes the broker log through log4j2 as the official download does, must be of
 * the same release. A version the driver can run must have its entry here.
 */
const KAFKA_LOG4J: Readonly<Record<string, string>> = { '4.1.2': '2.25.3', '4.2.1': '2.25.4' };

function kafka(version: string): Distribution {
  const log4j = KAFKA_LOG4J[version];
  if (log4j === undefined) {
    throw new FetchError(
      `Kafka ${version}: add the log4j2 release it depends on to KAFKA_LOG4J in scripts/engines-fetch.ts`,
    );
  }
  return {
    folder: `kafka-${version}`,
    jars: 'libs',
    label: `kafka ${version}`,
    artefacts: [
      { coordinates: `org.apache.kafka:kafka_2.13:${version}`, transitive: true },
      { coordinates: `org.apache.logging.log4j:log4j-slf4j-impl:${log4j}`, transitive: true },
    ],
  };
}

/** The engines, each one small declaration; Cassandra and OpenSearch join them in a later issue. */
const ENGINES: Engine[] = [{ name: 'kafka', distributions: () => [...LOCAL_DRIVER_VERSIONS.KAFKA.map(kafka), AGENTS] }];

interface LockEntry {
  artefacts: string[];
  /** File name → SHA-256 (hex) of every jar of the distribution. */
  files: Record<string, string>;
}
interface Lock {
  comment: string;
  distributions: Record<string, LockEntry>;
}

class FetchError extends Error {}

const LOCK_COMMENT =
  'Every jar of every engine distribution `npm run engines:fetch` builds, with its SHA-256. Regenerate with `npm run engines:lock` (it asks Maven Central again), and review the change.';

function readLock(): Lock {
  if (!existsSync(LOCK_FILE)) return { comment: LOCK_COMMENT, distributions: {} };
  return JSON.parse(readFileSync(LOCK_FILE, 'utf8')) as Lock;
}

/** ENGINES_DIR as the server reads it (apps/server/src/platform/config.ts): an empty one means its default. */
function enginesDir(): string {
  const dataDir = process.env.DATA_DIR || path.join(root, '.data');
  return path.resolve(process.env.ENGINES_DIR || path.join(dataDir, 'engines', 'dist'));
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const jarsIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.jar'))
        .toSorted()
    : [];

/** Every way `folder` differs from the lock's entry, each naming its file; empty when it matches. */
function differences(folder: string, entry: LockEntry): string[] {
  const present = jarsIn(folder);
  const problems: string[] = [];
  for (const name of Object.keys(entry.files).toSorted()) {
    if (!present.includes(name)) problems.push(`${name} is missing`);
  }
  for (const name of present) {
    const expected = entry.files[name];
    if (expected === undefined) {
      problems.push(`${name} is not in the lock`);
      continue;
    }
    const actual = sha256(path.join(folder, name));
    if (actual !== expected) problems.push(`${name} has SHA-256 ${actual}, the lock says ${expected}`);
  }
  return problems;
}

function lockEntryOf(distribution: Distribution, lock: Lock): LockEntry {
  const entry = lock.distributions[distribution.folder];
  const wanted = distribution.artefacts.map((a) => a.coordinates);
  if (entry === undefined) {
    throw new FetchError(
      `${distribution.label}: scripts/engines.lock.json has no entry for ${distribution.folder}: run \`npm run engines:lock\` and review the change`,
    );
  }
  if (entry.artefacts.join(' ') !== wanted.join(' ')) {
    throw new FetchError(
      `${distribution.label}: scripts/engines.lock.json was made for ${entry.artefacts.join(', ')}, not ${wanted.join(', ')}: run \`npm run engines:lock\` and review the change`,
    );
  }
  return entry;
}

/** The tools Maven needs, or a message naming the Debian packages that provide them. */
function checkTools(): void {
  const javaHome = process.env.JAVA_HOME;
  const java = javaHome ? path.join(javaHome, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new FetchError(
      `Java was not found (${java}): install Debian's openjdk-17-jdk-headless package (apt-get install openjdk-17-jdk-headless), or set JAVA_HOME`,
    );
  }
  const major = Number(/version "(\d+)/.exec(probe.stderr)?.[1] ?? 0);
  if (major < 17) {
    throw new FetchError(
      `Java ${major} is too old for Kafka 4 (it needs 17 or later): install Debian's openjdk-17-jdk-headless package, or set JAVA_HOME to a JDK 17`,
    );
  }
  const maven = spawnSync('mvn', ['-v'], { encoding: 'utf8' });
  if (maven.error !== undefined || maven.status !== 0) {
    throw new FetchError(`Maven (mvn) was not found: install Debian's maven package (apt-get install maven)`);
  }
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A pom whose dependencies are the distribution's artefacts: copy-dependencies copies them and theirs. */
function pomOf(distribution: Distribution): string {
  const dependencies = distribution.artefacts.map(({ coordinates, transitive }) => {
    const [groupId = '', artifactId = '', version = '', classifier] = coordinates.split(':');
    return [
      '    <dependency>',
      `      <groupId>${xml(groupId)}</groupId><artifactId>${xml(artifactId)}</artifactId><version>${xml(version)}</version>`,
      classifier === undefined ? '' : `      <classifier>${xml(classifier)}</classifier>`,
      transitive
        ? ''
        : '      <exclusions><exclusion><groupId>*</groupId><artifactId>*</artifactId></exclusion></exclusions>',
      '    </dependency>',
    ]
      .filter((line) => line !== '')
      .join('\n');
  });
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>datadeck.engines</groupId>
  <artifactId>${xml(distribution.folder)}</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
${dependencies.join('\n')}
  </dependencies>
</project>
`;
}

/**
 * Has Maven copy the distribution's jars (its local repository, ~/.m2, is the cache) into a new
 * temporary folder, whose path it returns. `-C`: a download whose checksum does not match
 * Central's fails, before the lock is even consulted.
 */
function mavenCopy(distribution: Distribution): string {
  const work = mkdtempSync(path.join(os.tmpdir(), `engines-${distribution.folder}-`));
  const pom = path.join(work, 'pom.xml');
  const out = path.join(work, 'jars');
  writeFileSync(pom, pomOf(distribution));
  process.stdout.write(`${distribution.label}: resolving with Maven…\n`);
  const run = spawnSync(
    'mvn',
    ['-B', '-q', '-C', '-f', pom, COPY_DEPENDENCIES, `-DoutputDirectory=${out}`, '-DincludeScope=runtime'],
    { encoding: 'utf8', cwd: work },
  );
  if (run.status !== 0) {
    const output = `${run.stdout}${run.stderr}`.trim();
    throw new FetchError(
      `${distribution.label}: Maven failed (exit ${run.status ?? run.signal}) resolving ${distribution.artefacts
        .map((a) => a.coordinates)
        .join(', ')}:\n${output}`,
    );
  }
  return out;
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

const megabytes = (folder: string) =>
  jarsIn(folder).reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0) / 1_048_576;

type Outcome = { distribution: Distribution; state: 'fetched' | 'already installed'; count: number; mb: number };

function fetchOne(distribution: Distribution, lock: Lock, target: string): Outcome {
  const entry = lockEntryOf(distribution, lock);
  const folder = path.join(target, distribution.folder);
  const jars = path.join(folder, distribution.jars);
  const count = Object.keys(entry.files).length;
  if (existsSync(path.join(folder, COMPLETE_MARKER))) {
    const problems = differences(jars, entry);
    if (problems.length === 0) {
      process.stdout.write(`${distribution.label}: already installed, ${files(count)} verified ✓\n`);
      return { distribution, state: 'already installed', count, mb: megabytes(jars) };
    }
    process.stdout.write(
      `${distribution.label}: the installed copy differs from the lock (${problems[0]}): fetching again\n`,
    );
  } else if (existsSync(folder)) {
    process.stdout.write(`${distribution.label}: an earlier fetch did not finish: fetching again\n`);
  }

  const copied = mavenCopy(distribution);
  try {
    const problems = differences(copied, entry);
    if (problems.length > 0) {
      throw new FetchError(
        `${distribution.label}: what Maven gave does not match scripts/engines.lock.json:\n  ${problems.join('\n  ')}\n` +
          'Nothing was installed. If the versions were changed on purpose, run `npm run engines:lock` and review the change.',
      );
    }
    // Built beside its place and renamed into it with its marker: ENGINES_DIR never shows a
    // half-copied distribution as complete.
    mkdirSync(target, { recursive: true });
    const staging = path.join(target, `.${distribution.folder}.partial-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(path.join(staging, distribution.jars), { recursive: true });
    for (const name of jarsIn(copied)) {
      copyFileSync(path.join(copied, name), path.join(staging, distribution.jars, name));
      process.stdout.write(`${distribution.label}: ${name} ✓\n`);
    }
    writeFileSync(path.join(staging, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
    rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
  } finally {
    rmSync(path.dirname(copied), { recursive: true, force: true });
  }
  return { distribution, state: 'fetched', count, mb: megabytes(jars) };
}

/** Asks Maven for each distribution and records what it gives as the lock's entry. */
function relock(distributions: Distribution[], lock: Lock, all: boolean): void {
  const entries: Record<string, LockEntry> = all ? {} : { ...lock.distributions };
  for (const distribution of distributions) {
    const copied = mavenCopy(distribution);
    try {
      const hashes = Object.fromEntries(jarsIn(copied).map((name) => [name, sha256(path.join(copied, name))]));
      entries[distribution.folder] = { artefacts: distribution.artefacts.map((a) => a.coordinates), files: hashes };
      process.stdout.write(`${distribution.label}: ${files(Object.keys(hashes).length)} locked\n`);
    } finally {
      rmSync(path.dirname(copied), { recursive: true, force: true });
    }
  }
  const sorted = Object.fromEntries(Object.entries(entries).toSorted(([a], [b]) => a.localeCompare(b)));
  writeFileSync(LOCK_FILE, `${JSON.stringify({ comment: LOCK_COMMENT, distributions: sorted }, null, 2)}\n`);
  process.stdout.write(`Wrote ${path.relative(root, LOCK_FILE)}: review the change before committing it.\n`);
}

/** The engines named on the command line (all when none), their distributions once each. */
function selected(names: string[]): Distribution[] {
  const unknown = names.filter((name) => !ENGINES.some((engine) => engine.name === name));
  if (unknown.length > 0) {
    throw new FetchError(`Unknown engine ${unknown.join(', ')}: choose from ${ENGINES.map((e) => e.name).join(', ')}`);
  }
  const engines = names.length === 0 ? ENGINES : ENGINES.filter((engine) => names.includes(engine.name));
  const byFolder = new Map<string, Distribution>();
  for (const distribution of engines.flatMap((engine) => engine.distributions())) {
    byFolder.set(distribution.folder, distribution);
  }
  return [...byFolder.values()];
}

function main(args: string[]): void {
  const lockMode = args.includes('--lock');
  const names = args.filter((arg) => arg !== '--lock');
  const distributions = selected(names);
  checkTools();
  const lock = readLock();
  if (lockMode) {
    relock(distributions, lock, names.length === 0);
    return;
  }
  const target = enginesDir();
  const outcomes = distributions.map((distribution) => fetchOne(distribution, lock, target));
  process.stdout.write(`\nEngine distributions in ${target}:\n`);
  for (const { distribution, state, count, mb } of outcomes) {
    process.stdout.write(
      `  ${distribution.label.padEnd(12)} ${state.padEnd(18)} ${files(count)}, ${mb.toFixed(1)} MB\n`,
    );
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof FetchError)) throw error;
  process.stderr.write(`engines:fetch: ${error.message}\n`);
  process.exitCode = 1;
}
