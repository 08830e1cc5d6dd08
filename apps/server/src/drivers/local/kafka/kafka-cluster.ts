import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { totalmem } from 'node:os';
import path from 'node:path';
import { LOCAL_DRIVER_MESSAGES } from '@datadeck/contracts';
import type { DriverCluster, DriverNode, LifecycleObservation, NodeObservation } from '../../driver.ts';
import { ensureCertificates, type ClusterTls } from '../certificates.ts';
import { resolveKafka } from '../distribution.ts';
import { readNodeState, recordedPorts, writeNodeState, type NodeState } from '../node-state.ts';
import { allocatePorts } from '../ports.ts';
import { isAlive, lastLines, startProcess, stopProcess } from '../processes.ts';
import type { LocalDriverSettings } from '../settings.ts';
import { ensureClusterState, type KafkaClusterState } from './cluster-state.ts';
import { kafkaHealth, type KafkaHealth } from './health.ts';
import { heapMegabytes } from './heap.ts';
import { formatKafkaStorage, kafkaNodePaths, kafkaStartCommand, prepareKafkaNode } from './kafka-node.ts';
import { kafkaUuidFor } from './kafka-uuid.ts';
import type { KafkaNodeLayout } from './properties.ts';
import type { KafkaSampler } from './sampler.ts';

/** Statuses of a cluster still being provisioned: a node that dies now could not start. */
const PROVISIONING = new Set(['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING']);

/** How many of a log's last lines a FAILED or DEGRADED cluster's reason carries. */
const REASON_LINES = 15;

/** A node's restart waits 1 s, then 2, 4, … up to a minute (bounded back-off). */
export const restartDelayMs = (restarts: number) => Math.min(60_000, 1_000 * 2 ** restarts);

/** How long a live node may go unlisted by the engine before a running cluster is DEGRADED. */
const UNSEEN_GRACE_MS = 15_000;

/** How long a stopping node has to shut down cleanly before SIGKILL. */
export const STOP_GRACE_MS = 15_000;

/** A node as Kafka knows it, with its folder and what node.json says of it. */
interface PlacedNode {
  node: DriverNode;
  layout: KafkaNodeLayout;
  dir: string;
  state: NodeState;
}

/** The short name a node goes by in messages: the first group of its id, as the nodes table shows it. */
const shortName = (node: DriverNode) => node.id.split('-')[0] ?? node.id;

/**
 * Which role each node plays: the layout's (KAFKA_CONTROLLER on the first brokers, or on nodes of
 * their own); a cluster laid out without controllers gets them on its first three brokers, as
 * KRaft needs a quorum.
 */
function layoutsOf(nodes: readonly DriverNode[]): Omit<KafkaNodeLayout, 'ports'>[] {
  const anyController = nodes.some((node) => node.nodeRoles.includes('KAFKA_CONTROLLER'));
  return nodes.map((node, index) => ({
    nodeId: node.position + 1,
    broker: node.nodeRoles.includes('KAFKA_BROKER'),
    controller: anyController ? node.nodeRoles.includes('KAFKA_CONTROLLER') : index < 3,
    rack: node.rack,
  }));
}

/** The ports a node listens on, by listener, and its metrics agent's. */
const portNames = (layout: Omit<KafkaNodeLayout, 'ports'>) => [
  ...(layout.broker ? ['client', 'internal'] : []),
  ...(layout.controller ? ['controller'] : []),
  'jolokia',
];

/**
 * Whether the node's recorded process still runs as that node: the same pid and start time, and
 * a command line that runs this node's server.properties, which holds the ports node.json gives
 * it (a process of another node, or anything else, is never adopted).
 */
async function running(p: PlacedNode): Promise<boolean> {
  if (p.state.process === null || !(await isAlive(p.state.process))) return false;
  const commandLine = await readFile(`/proc/${p.state.process.pid}/cmdline`, 'utf8').catch(() => '');
  return commandLine.split('\0').includes(kafkaNodePaths(p.dir).properties);
}

/** The node's last words: the engine's log, or the JVM's own output when it never got that far. */
async function lastWords(p: PlacedNode): Promise<string> {
  const paths = kafkaNodePaths(p.dir);
  const console = await lastLines(paths.consoleLog, REASON_LINES);
  const server = await lastLines(paths.serverLog, REASON_LINES);
  const lines = server.some((line) => /ERROR|FATAL|Exception/.test(line)) ? server : [...server, ...console];
  return lines.slice(-REASON_LINES).join('\n');
}

const failed = (reason: string): LifecycleObservation => ({ status: 'FAILED', progress: null, settled: true, reason });

export interface KafkaClusterDriver {
  /** One look: starts what should run and is not, restarts what died, and says where the cluster stands. */
  reconcile(cluster: DriverCluster, now: Date): Promise<LifecycleObservation>;
  /** Stops every node (SIGTERM, SIGKILL after the grace period) and removes the cluster's folder. */
  remove(cluster: DriverCluster): Promise<void>;
}

export function kafkaClusterDriver(settings: LocalDriverSettings, sampler: KafkaSampler): KafkaClusterDriver {
  const clusterDir = (clusterId: string) => path.join(settings.clustersDir, clusterId);

  /**
   * When the engine last listed each live node (or the quorum last had a leader). A broker between
   * two metadata updates, or an admin read that timed out on a loaded host, is no failure: a node
   * the engine listed counts as up until it has gone unlisted for UNSEEN_GRACE_MS (a dead process
   * counts as down at once). A node (re)started is up only once listed. Kept in memory: after a
   * console restart a node is up once listed again.
   */
  const lastListed = new Map<string, number>();
  function steady(key: string, listed: boolean, now: Date): boolean {
    if (listed) {
      lastListed.set(key, now.getTime());
      return true;
    }
    const at = lastListed.get(key);
    return at !== undefined && now.getTime() - at < UNSEEN_GRACE_MS;
  }

  /** Gives every node without a node.json its ports (one allocation at a time across clusters). */
  async function place(cluster: DriverCluster): Promise<PlacedNode[]> {
    const layouts = layoutsOf(cluster.spec.nodes);
    const placed: PlacedNode[] = [];
    for (const [index, node] of cluster.spec.nodes.entries()) {
      const layout = layouts[index];
      if (!layout) continue;
      const dir = path.join(clusterDir(cluster.id), node.id);
      let state = await readNodeState(dir);
      if (state === null) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const names = portNames(layout);
        const ports = await allocatePorts({
          count: names.length,
          range: settings.portRange,
          takenPorts: () => recordedPorts(settings.clustersDir),
          claim: async (claimed) => {
            state = {
              process: null,
              ports: Object.fromEntries(names.map((name, i) => [name, claimed[i] ?? 0])),
              restarts: 0,
              nextRestartAt: null,
            };
            await writeNodeState(dir, state);
          },
        });
        if (ports.length !== names.length || state === null) throw new Error(`No ports for node ${node.id}`);
      }
      const known: NodeState = state;
      placed.push({ node, dir, state: known, layout: { ...layout, ports: known.ports } });
    }
    return placed;
  }

  /** Writes each node's configuration and formats its storage the first time. */
  async function prepare(
    cluster: DriverCluster,
    placed: readonly PlacedNode[],
    shared: KafkaClusterState,
    classpath: string,
    tls: ClusterTls | null,
  ): Promise<void> {
    const controllers = placed
      .filter((p) => p.layout.controller)
      .map((p) => ({
        nodeId: p.layout.nodeId,
        port: p.state.ports.controller ?? 0,
        directoryId: kafkaUuidFor(`${cluster.id}:directory:${p.layout.nodeId}`),
      }));
    const brokerCount = placed.filter((p) => p.layout.broker).length;
    const { defaultUser, passwordAndUserAuth } = cluster.spec;
    for (const p of placed) {
      await prepareKafkaNode(p.dir, {
        node: p.layout,
        controllers,
        brokerCount,
        engineHost: settings.engineHost,
        security: {
          passwordAndUserAuth,
          clientToClusterEncryption: tls !== null,
          internalAdmin: passwordAndUserAuth ? shared.internalAdmin : null,
          defaultUsername: defaultUser?.username ?? null,
          tls: tls && {
            keystoreFile: tls.keystoreFile(p.dir),
            truststoreFile: tls.truststoreFile,
            password: tls.storePassword,
          },
        },
      });
      await formatKafkaStorage({
        java: settings.java,
        classpath,
        nodeDir: p.dir,
        kafkaClusterId: shared.kafkaClusterId,
        node: p.layout,
        controllers,
        scramUsers: passwordAndUserAuth ? [shared.internalAdmin, ...(defaultUser ? [defaultUser] : [])] : [],
      });
    }
  }

  async function start(p: PlacedNode, classpath: string, jolokiaAgent: string | null, nodeCount: number) {
    lastListed.delete(p.node.id);
    const heap = heapMegabytes(p.node.machine?.memoryGiB ?? 2, Math.floor(totalmem() / 1024 / 1024), nodeCount);
    const jolokiaPort = p.state.ports.jolokia;
    const identity = await startProcess(
      kafkaStartCommand({
        java: settings.java,
        classpath,
        nodeDir: p.dir,
        heapMegabytes: heap,
        jolokia: jolokiaAgent !== null && jolokiaPort !== undefined ? { agent: jolokiaAgent, port: jolokiaPort } : null,
      }),
    );
    p.state = { ...p.state, process: identity, nextRestartAt: null };
    await writeNodeState(p.dir, p.state);
  }

  async function stopAll(placed: readonly PlacedNode[]): Promise<void> {
    await Promise.all(
      placed.map(async (p) => {
        if (p.state.process) await stopProcess(p.state.process, STOP_GRACE_MS);
        sampler.untrack(p.node.id);
      }),
    );
  }

  async function reconcile(cluster: DriverCluster, now: Date): Promise<LifecycleObservation> {
    const distribution = resolveKafka(settings, cluster.spec.version);
    if (!distribution.ok) return failed(distribution.message);
    const provisioning = PROVISIONING.has(cluster.status);
    const placed = await place(cluster);
    const dir = clusterDir(cluster.id);
    let tls: ClusterTls | null = null;
    try {
      const shared = await ensureClusterState(dir);
      if (cluster.spec.clientToClusterEncryption) {
        tls = await ensureCertificates({
          java: settings.java,
          clusterDir: dir,
          clusterId: cluster.id,
          engineHost: settings.engineHost,
          nodes: placed.map((p) => ({ dir: p.dir, name: shortName(p.node) })),
        });
      }
      await prepare(cluster, placed, shared, distribution.classpath, tls);

      // Start what never ran; restart, after its back-off, what died once the cluster ran.
      const down: PlacedNode[] = [];
      for (const p of placed) {
        if (await running(p)) continue;
        if (p.state.process === null) {
          await start(p, distribution.classpath, distribution.jolokiaAgent, placed.length);
          continue;
        }
        if (provisioning) {
          const reason = LOCAL_DRIVER_MESSAGES.nodeCannotStart(shortName(p.node), await lastWords(p));
          await stopAll(placed);
          return failed(reason);
        }
        const dueAt = p.state.nextRestartAt === null ? null : Date.parse(p.state.nextRestartAt);
        if (dueAt !== null && now.getTime() >= dueAt) {
          // Its back-off is over: started again, it counts as coming up, not as down.
          p.state = { ...p.state, restarts: p.state.restarts + 1 };
          await start(p, distribution.classpath, distribution.jolokiaAgent, placed.length);
          continue;
        }
        down.push(p);
        if (dueAt === null) {
          p.state = {
            ...p.state,
            nextRestartAt: new Date(now.getTime() + restartDelayMs(p.state.restarts)).toISOString(),
          };
          await writeNodeState(p.dir, p.state);
        }
      }

      const health = await kafkaHealth(
        {
          // Only live brokers as seeds: the admin client would give up on a dead one it tried first.
          brokers: placed
            .filter((p) => p.layout.broker && p.state.ports.internal !== undefined && !down.includes(p))
            .map((p) => `127.0.0.1:${p.state.ports.internal}`),
          sasl: cluster.spec.passwordAndUserAuth ? shared.internalAdmin : null,
        },
        placed.flatMap((p) =>
          p.layout.controller && p.state.ports.jolokia !== undefined ? [p.state.ports.jolokia] : [],
        ),
      );
      return await observation(placed, health, down, provisioning, now);
    } catch (error) {
      // What the driver could not do itself (no Java, a format the engine refused): the cluster
      // cannot be made, and the reason says why in the words of whatever refused.
      if (!provisioning) throw error;
      await stopAll(placed);
      const message = error instanceof Error ? error.message : String(error);
      return failed(/ENOENT|Could not start/.test(message) ? LOCAL_DRIVER_MESSAGES.noJava(settings.java) : message);
    }
  }

  /** Where the cluster stands, from the engine's own answers. */
  async function observation(
    placed: readonly PlacedNode[],
    health: KafkaHealth,
    down: readonly PlacedNode[],
    provisioning: boolean,
    now: Date,
  ): Promise<LifecycleObservation> {
    const brokers = placed.filter((p) => p.layout.broker);
    const registered = brokers.filter((p) => health.registeredBrokers.has(p.layout.nodeId)).length;
    const isDown = (p: PlacedNode) => down.some((d) => d.node.id === p.node.id);
    const quorumKey = `quorum:${placed[0]?.dir ?? ''}`;
    const leader = provisioning ? health.quorumHasLeader : steady(quorumKey, health.quorumHasLeader, now);
    const isUp = (p: PlacedNode) => {
      if (isDown(p)) return false;
      if (!p.layout.broker) return leader;
      const listed = health.registeredBrokers.has(p.layout.nodeId);
      return provisioning ? listed : steady(p.node.id, listed, now);
    };
    const nodes: NodeObservation[] = placed.map((p) => ({
      id: p.node.id,
      status: isDown(p) ? 'FAILED' : isUp(p) ? 'RUNNING' : 'PROVISIONING',
      client:
        p.layout.broker && p.state.ports.client !== undefined
          ? { host: settings.engineHost, port: p.state.ports.client }
          : null,
    }));
    for (const p of placed) {
      if (isDown(p) || p.state.ports.jolokia === undefined) continue;
      sampler.track({ id: p.node.id, jolokiaPort: p.state.ports.jolokia, dataDir: kafkaNodePaths(p.dir).data });
      // Up again: the next failure's back-off starts from the beginning.
      if (isUp(p) && p.state.restarts > 0)
        await writeNodeState(p.dir, { ...p.state, restarts: 0, nextRestartAt: null });
    }
    const up = placed.filter(isUp).length;
    const healthy = up === placed.length && leader;
    if (provisioning && !healthy) {
      return {
        status: 'PROVISIONING',
        // Rounded to 1 %, as the bar shows it: a look that sees no change writes nothing.
        progress: {
          value: Math.floor((up / Math.max(1, placed.length)) * 100) / 100,
          message: `${registered} of ${brokers.length} brokers registered`,
        },
        settled: false,
        nodes,
      };
    }
    if (healthy) return { status: 'RUNNING', progress: null, settled: false, nodes };
    const reasons = await Promise.all(
      placed
        .filter((p) => !isUp(p))
        .map(async (p) => LOCAL_DRIVER_MESSAGES.nodeDown(shortName(p.node), p.state.restarts, await lastWords(p))),
    );
    return { status: 'DEGRADED', progress: null, settled: false, nodes, reason: reasons.join('\n\n') };
  }

  async function remove(cluster: DriverCluster): Promise<void> {
    const dir = clusterDir(cluster.id);
    // Every node folder, also of nodes the cluster no longer lists: none may outlive it.
    const folders = await readdir(dir, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      folders
        .filter((entry) => entry.isDirectory())
        .map(async (entry) => {
          const state = await readNodeState(path.join(dir, entry.name));
          if (state?.process) await stopProcess(state.process, STOP_GRACE_MS);
          sampler.untrack(entry.name);
        }),
    );
    await rm(dir, { recursive: true, force: true });
  }

  return { reconcile, remove };
}
