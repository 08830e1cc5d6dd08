import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from '../clusters/stats.ts';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { fetchKafka, javaMissing, type OwnerClient, ownerClient, seedOwner, startLocalConsole } from './console.ts';
import { connectInspector } from './heap.ts';
import { median, phaseMemory, pidsMatching, rssMiB, sampleRss, type PhaseMemory } from './memory.ts';

export interface LocalDriverOptions {
  repoRoot: string;
  /** Clusters created one after another for the time to RUNNING (the last one stays for the memory phases). */
  runs: number;
  /** Seconds each steady phase (3 nodes running, 6 nodes running) is sampled. */
  holdSeconds: number;
  progress(message: string): void;
}

/** One create, seen by polling the console every POLL_MS. */
export interface ProvisioningTime {
  /** From sending the create to the first answer saying RUNNING. */
  ms: number;
  /** From sending the create to the first of its Kafka processes seen (pgrep). */
  firstProcessMs: number | null;
  /** Kafka nodes of other clusters running meanwhile. */
  othersRunning: number;
}

export interface LocalDriverResults {
  part: 'local-driver';
  startedAt: string;
  seconds: number;
  /** Why nothing was measured (no Java), or null. */
  skipped: string | null;
  settings: {
    runs: number;
    holdSeconds: number;
    idleSeconds: number;
    nodesPerCluster: number;
    nodeSize: string;
    enginePorts: string;
    sampleEveryMs: number;
  };
  /** 3-node clusters created one at a time, nothing else running. */
  provisioning: ProvisioningTime[];
  provisioningMs: { median: number; min: number; max: number };
  /** A second 3-node cluster created while the first runs. */
  secondCluster: ProvisioningTime | null;
  memory: PhaseMemory[];
  /** The console's RSS growth per running node, MiB: from 3 to 6 nodes, and from idle to 6. */
  perNodeMiB: { threeToSix: number; idleToSix: number };
  /** At the end of some phases: the console's heap after a full collection, and its RSS right after. */
  afterGc: AfterGc[];
  /**
   * Per running node from 3 to 6 nodes (MiB): the heap kept after a collection, and the RSS right
   * after it (the checked figure: the median RSS of a phase moves with when V8 last collected);
   * and the heap left once every cluster is gone, against the idle console.
   */
  heap: { perNodeMiB: number; rssPerNodeMiB: number; leftAfterDeletionMiB: number };
  checks: Check[];
}

export interface AfterGc {
  moment: string;
  nodes: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  rssMiB: number;
}

const NODES = 3;
const NODE_SIZE = 'KFK-DEV-t4g.small-5';
/** The bench's engine ports: the e2e journey (local-kafka.spec.ts) takes 23000-23499. */
const ENGINE_PORTS = { first: 23_500, last: 23_999 };
const POLL_MS = 250;
const SAMPLE_EVERY_MS = 500;
const IDLE_SECONDS = 30;

export const PHASES = {
  idle: 'idle, no cluster',
  threeRunning: '3 nodes running',
  sixRunning: '6 nodes running',
  afterDeletion: 'after deleting both, no cluster',
} as const;

/** Creates a 3-node Kafka cluster and waits for RUNNING; FAILED (with the engine's reason) or 5 minutes throws. */
async function timeToRunning(
  client: OwnerClient,
  clustersDir: string,
  name: string,
): Promise<{ id: string; time: ProvisioningTime }> {
  const othersRunning = pidsMatching(`kafka.Kafka ${clustersDir}`).length;
  const sentAt = performance.now();
  const id = await client.createKafka(name, NODES);
  let firstProcessMs: number | null = null;
  const deadline = sentAt + 300_000;
  for (;;) {
    const cluster = await client.get(id);
    const now = performance.now();
    if (firstProcessMs === null && pidsMatching(`kafka.Kafka ${path.join(clustersDir, id)}`).length > 0)
      firstProcessMs = now - sentAt;
    if (cluster?.status === 'RUNNING') return { id, time: { ms: now - sentAt, firstProcessMs, othersRunning } };
    if (cluster === null || cluster.status === 'FAILED')
      throw new Error(`${name} ${cluster === null ? 'vanished' : 'FAILED'}: ${cluster?.statusReason ?? ''}`);
    if (now > deadline) throw new Error(`${name} not RUNNING after 5 minutes (still ${cluster.status})`);
    await sleep(POLL_MS);
  }
}

/** Deletes a cluster and waits until the console no longer has it and none of its processes runs. */
async function deleted(client: OwnerClient, clustersDir: string, clusterId: string): Promise<void> {
  await client.delete(clusterId);
  const deadline = performance.now() + 120_000;
  while ((await client.get(clusterId)) !== null || pidsMatching(path.join(clustersDir, clusterId)).length > 0) {
    if (performance.now() > deadline) throw new Error(`cluster ${clusterId} still there 2 minutes after its deletion`);
    await sleep(POLL_MS);
  }
}

/** Ctrl-C: exit, which runs the 'exit' handlers (killNodes among them). */
const exitInterrupted = () => process.exit(130);

/** Every Kafka process of the bench's console, by pid: none may outlive the bench. */
function killNodes(clustersDir: string): void {
  for (const pid of pidsMatching(clustersDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone between the look and the kill.
    }
  }
}

/**
 * The console with CLUSTER_DRIVER=local (issue 34), as a child process on a fresh embedded
 * database: the time from create to RUNNING of a real 3-node Kafka cluster (TLS, SCRAM; nothing
 * else running), then the console's own memory (VmRSS) with no node, 3 and 6 nodes running,
 * while they start, and after they are deleted.
 */
export async function runLocalDriverBench(options: LocalDriverOptions): Promise<LocalDriverResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const settings = {
    runs: options.runs,
    holdSeconds: options.holdSeconds,
    idleSeconds: IDLE_SECONDS,
    nodesPerCluster: NODES,
    nodeSize: NODE_SIZE,
    enginePorts: `${ENGINE_PORTS.first}-${ENGINE_PORTS.last}`,
    sampleEveryMs: SAMPLE_EVERY_MS,
  };
  const results = (fields: Partial<LocalDriverResults> & Pick<LocalDriverResults, 'skipped'>): LocalDriverResults => ({
    part: 'local-driver',
    startedAt,
    seconds: (performance.now() - started) / 1000,
    settings,
    provisioning: [],
    provisioningMs: { median: Number.NaN, min: Number.NaN, max: Number.NaN },
    secondCluster: null,
    memory: [],
    perNodeMiB: { threeToSix: Number.NaN, idleToSix: Number.NaN },
    afterGc: [],
    heap: { perNodeMiB: Number.NaN, rssPerNodeMiB: Number.NaN, leftAfterDeletionMiB: Number.NaN },
    checks: [],
    ...fields,
  });

  const missing = javaMissing();
  if (missing !== null) {
    options.progress(`Local driver: skipped, ${missing}`);
    return results({ skipped: missing });
  }
  options.progress('Local driver: npm run engines:fetch -- kafka (verifies, or builds the first time)');
  await fetchKafka(options.repoRoot);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-bench-local-'));
  const clustersDir = path.join(dataDir, 'engines', 'clusters');
  const cleanUp = () => killNodes(clustersDir);
  process.once('exit', cleanUp);
  // Ctrl-C with no other handler (the API and clusters parts have one, which exits): the nodes go too.
  const ownInterrupt = process.listenerCount('SIGINT') === 0;
  if (ownInterrupt) process.once('SIGINT', exitInterrupted);
  try {
    const accountId = await seedOwner(dataDir);
    options.progress('Local driver: starting the console (CLUSTER_DRIVER=local, fresh embedded database)');
    const { server, inspectorUrl } = await startLocalConsole(options.repoRoot, dataDir, ENGINE_PORTS);
    const memory = sampleRss(server.pid, clustersDir, SAMPLE_EVERY_MS);
    const inspector = await connectInspector(inspectorUrl);
    const afterGc: AfterGc[] = [];
    const measure = async (moment: string) => {
      const heap = await inspector.heapAfterGc();
      afterGc.push({
        moment,
        nodes: pidsMatching(`kafka.Kafka ${clustersDir}`).length,
        heapUsedMiB: heap.usedMiB,
        heapTotalMiB: heap.totalMiB,
        rssMiB: (await rssMiB(server.pid)) ?? Number.NaN,
      });
    };
    try {
      const client = await ownerClient(server.url, accountId);
      options.progress(`Local driver: the idle console for ${IDLE_SECONDS} s`);
      memory.enter(PHASES.idle);
      await sleep(IDLE_SECONDS * 1000);
      await measure(PHASES.idle);

      const provisioning: ProvisioningTime[] = [];
      let first = '';
      for (let run = 1; run <= options.runs; run += 1) {
        options.progress(`Local driver: 3-node cluster ${run} of ${options.runs}, create to RUNNING`);
        memory.enter(`starting 3 nodes (run ${run})`);
        const { id, time } = await timeToRunning(client, clustersDir, `bench-local-${run}`);
        provisioning.push(time);
        options.progress(`  RUNNING after ${(time.ms / 1000).toFixed(1)} s`);
        if (run < options.runs) {
          memory.enter(`deleting (run ${run})`);
          await deleted(client, clustersDir, id);
          await measure(`run ${run} deleted, no cluster`);
        } else {
          first = id;
        }
      }

      options.progress(`Local driver: 3 nodes running, ${options.holdSeconds} s`);
      memory.enter(PHASES.threeRunning);
      await sleep(options.holdSeconds * 1000);
      await measure(PHASES.threeRunning);
      options.progress('Local driver: a second 3-node cluster beside the first');
      memory.enter('starting 3 more nodes');
      const second = await timeToRunning(client, clustersDir, 'bench-local-second');
      options.progress(`Local driver: 6 nodes running, ${options.holdSeconds} s`);
      memory.enter(PHASES.sixRunning);
      await sleep(options.holdSeconds * 1000);
      await measure(PHASES.sixRunning);
      options.progress('Local driver: deleting both clusters');
      memory.enter('deleting both');
      await Promise.all([deleted(client, clustersDir, first), deleted(client, clustersDir, second.id)]);
      memory.enter(PHASES.afterDeletion);
      await sleep(IDLE_SECONDS * 1000);
      await measure(PHASES.afterDeletion);

      const samples = await memory.stop();
      const phases = [...new Set(samples.map((sample) => sample.phase))].filter((phase) => phase !== 'start');
      const byPhase = phases.map((phase) => phaseMemory(samples, phase));
      const at = (phase: string) => byPhase.find((each) => each.phase === phase)?.consoleMiB.median ?? Number.NaN;
      const perNodeMiB = {
        threeToSix: (at(PHASES.sixRunning) - at(PHASES.threeRunning)) / NODES,
        idleToSix: (at(PHASES.sixRunning) - at(PHASES.idle)) / (2 * NODES),
      };
      const collected = (moment: string) => afterGc.find((each) => each.moment === moment);
      const heapAt = (moment: string) => collected(moment)?.heapUsedMiB ?? Number.NaN;
      const rssAt = (moment: string) => collected(moment)?.rssMiB ?? Number.NaN;
      const heap = {
        perNodeMiB: (heapAt(PHASES.sixRunning) - heapAt(PHASES.threeRunning)) / NODES,
        rssPerNodeMiB: (rssAt(PHASES.sixRunning) - rssAt(PHASES.threeRunning)) / NODES,
        leftAfterDeletionMiB: heapAt(PHASES.afterDeletion) - heapAt(PHASES.idle),
      };
      const times = provisioning.map((time) => time.ms);
      const checks: Check[] = [
        {
          name: 'local driver: console RSS (after a full GC) per running node, 3 → 6 nodes, MiB',
          value: heap.rssPerNodeMiB,
          limit: `<= ${TARGETS.localDriverConsoleMiBPerNode}`,
          verdict: verdict(heap.rssPerNodeMiB <= TARGETS.localDriverConsoleMiBPerNode),
        },
      ];
      return results({
        skipped: null,
        provisioning,
        provisioningMs: { median: median(times), min: Math.min(...times), max: Math.max(...times) },
        secondCluster: second.time,
        memory: byPhase,
        perNodeMiB,
        afterGc,
        heap,
        checks,
      });
    } finally {
      inspector.close();
      await memory.stop();
      await server.stop();
    }
  } finally {
    cleanUp();
    process.off('exit', cleanUp);
    if (ownInterrupt) process.off('SIGINT', exitInterrupted);
    await rm(dataDir, { recursive: true, force: true });
  }
}
