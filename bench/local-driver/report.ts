import type { Meta } from '../env.ts';
import { fixed } from '../format.ts';
import { checksTable, type Block } from '../report-blocks.ts';
import { TARGETS } from '../targets.ts';
import type { LocalDriverResults, ProvisioningTime } from './index.ts';

const seconds = (ms: number | null) => (ms === null ? '-' : fixed(ms / 1000, 1));

export function localDriverBlocks(local: LocalDriverResults & { meta: Meta }): Block[] {
  const { meta, settings } = local;
  const heading: Block = {
    kind: 'heading',
    text: "Local driver: real Kafka, time to RUNNING and the console's memory",
  };
  const machine = `Measured ${meta.startedAt} on commit ${meta.commit}${meta.dirty ? ' (with uncommitted changes)' : ''}, Node ${meta.node}, ${meta.cores} cores, load average ${meta.loadAverage.toFixed(2)} at start.`;
  if (local.skipped !== null) {
    return [heading, { kind: 'code', title: 'Skipped', lines: [machine, local.skipped] }];
  }
  const row = (label: string, time: ProvisioningTime) => [
    label,
    seconds(time.ms),
    seconds(time.firstProcessMs),
    String(time.othersRunning),
  ];
  const { provisioningMs } = local;
  return [
    heading,
    {
      kind: 'code',
      title: 'Set-up',
      lines: [
        machine,
        `The console (CLUSTER_DRIVER=local, JOBS=true) as a child process on a fresh embedded database; ENGINE_PORTS ${settings.enginePorts}.`,
        `Kafka 4.2.1, ${settings.nodesPerCluster} brokers (each a combined KRaft broker and controller) of ${settings.nodeSize}, client TLS and SCRAM,`,
        "created through the console API and read every 250 ms until RUNNING (the engine's admin API sees every broker, the quorum has a leader).",
      ],
    },
    {
      kind: 'table',
      table: {
        title: `Time from create to RUNNING, ${settings.nodesPerCluster}-node cluster: median ${seconds(provisioningMs.median)} s, min ${seconds(provisioningMs.min)} s, max ${seconds(provisioningMs.max)} s (spread ${seconds(provisioningMs.max - provisioningMs.min)} s)`,
        headers: ['cluster', 'to RUNNING s', 'to first JVM s', 'other nodes running'],
        align: ['left'],
        rows: [
          ...local.provisioning.map((time, index) => row(`run ${index + 1} of ${local.provisioning.length}`, time)),
          ...(local.secondCluster === null ? [] : [row('second cluster, beside the first', local.secondCluster)]),
        ],
        notes: [
          'Each run alone on the host (the one before it deleted and its processes gone); the second cluster starts beside',
          'the last run\'s, so its three JVMs share the two cores with three running ones. "to first JVM": certificates',
          '(keytool), configuration and storage format come before it; the rest is the JVMs starting and registering.',
        ],
      },
    },
    {
      kind: 'table',
      table: {
        title: `The console's resident memory (VmRSS of its process, sampled every ${settings.sampleEveryMs} ms) per phase`,
        headers: ['phase', 'seconds', 'nodes', 'console median MiB', 'min', 'max', "nodes' JVMs MiB"],
        align: ['left'],
        rows: local.memory.map((phase) => [
          phase.phase,
          fixed(phase.seconds, 0),
          String(phase.nodes),
          fixed(phase.consoleMiB.median),
          fixed(phase.consoleMiB.min),
          fixed(phase.consoleMiB.max),
          fixed(phase.nodesMiB, 0),
        ]),
        notes: [
          `Per running node: ${fixed(local.perNodeMiB.threeToSix, 2)} MiB from 3 to 6 nodes (both warm), ${fixed(local.perNodeMiB.idleToSix, 2)} MiB from the idle console to 6`,
          '(the latter also counts what the first cluster loads once: kafkajs clients, keytool and format code paths).',
          "What the console keeps per node by design: the metrics sampler's ring, 24 h at 20 s of 22 doubles, ~0.74 MiB.",
          "\"nodes' JVMs\": the Kafka processes' own VmRSS together, for sizing the host; not the console's.",
        ],
      },
    },
    {
      kind: 'table',
      table: {
        title:
          "The console's JavaScript heap after a full garbage collection (through its inspector), and its RSS right after",
        headers: ['moment', 'nodes', 'heap used MiB', 'heap reserved MiB', 'RSS MiB'],
        align: ['left'],
        rows: local.afterGc.map((each) => [
          each.moment,
          String(each.nodes),
          fixed(each.heapUsedMiB),
          fixed(each.heapTotalMiB),
          fixed(each.rssMiB),
        ]),
        notes: [
          `Per running node (3 to 6): ${fixed(local.heap.rssPerNodeMiB, 2)} MiB of RSS, ${fixed(local.heap.perNodeMiB, 2)} MiB of heap (the target is on the RSS). Left once every cluster is deleted, against the idle console:`,
          `${fixed(local.heap.leftAfterDeletionMiB, 1)} MiB (code and modules the first cluster loaded among it). RSS counts garbage not yet collected`,
          "and pages V8 keeps after a collection; the heap used after one is what the console holds, less typed arrays' storage",
          "(the sampler's rings), which is outside the heap and in RSS. The console runs with --inspect on the loopback for this.",
        ],
      },
    },
    {
      kind: 'table',
      table: checksTable(
        `Targets (console RSS after a full GC grows <= ${TARGETS.localDriverConsoleMiBPerNode} MiB per running node)`,
        local.checks,
      ),
    },
  ];
}
