import type { ProfileEntry } from './api/cpu-profile.ts';
import type { ApiResults, ServerRun } from './api/index.ts';
import type { BillingResults } from './billing/index.ts';
import { billingBlocks } from './billing/report.ts';
import type { ClustersResults } from './clusters/index.ts';
import type { LighthouseResults } from './lighthouse/index.ts';
import type { Meta } from './env.ts';
import { fixed, integer, markdownTable, textTable, type Table } from './format.ts';
import { TARGETS } from './targets.ts';
import type { WebResults } from './web/index.ts';
import type { WidgetResults } from './widget/index.ts';
import { checksTable, type Block } from './report-blocks.ts';
import { lighthouseBlocks } from './lighthouse/report.ts';
import { webBlocks } from './web/report.ts';
import { widgetBlocks } from './widget/report.ts';
import type { TestSuiteResults } from './test-suite/index.ts';
import { testSuiteBlocks } from './test-suite/report.ts';
import type { LocalDriverResults } from './local-driver/index.ts';
import { localDriverBlocks } from './local-driver/report.ts';

/** What one run measured: each part carries the machine and commit it ran on. */
export interface RunRecord {
  api?: ApiResults & { meta: Meta };
  clusters?: ClustersResults & { meta: Meta };
  web?: WebResults & { meta: Meta };
  widget?: WidgetResults & { meta: Meta };
  lighthouse?: LighthouseResults & { meta: Meta };
  billing?: BillingResults & { meta: Meta };
  testSuite?: TestSuiteResults & { meta: Meta };
  localDriver?: LocalDriverResults & { meta: Meta };
}

const ms = (value: number) => fixed(value, 2);
const cores = (value: number) => fixed(value, 2);

function machineLines(meta: Meta): string[] {
  return [
    `Measured ${meta.startedAt} on commit ${meta.commit}${meta.dirty ? ' (with uncommitted changes)' : ''}, Node ${meta.node}, ${meta.os}.`,
    `${meta.cores} cores (${meta.cpu}) shared by the load generator (autocannon), the server (Node) and PostgreSQL:`,
    'absolute numbers compare only between runs on the same machine; the ratio to /healthz is the portable figure.',
    'On the 2-core VM these were first taken on, req/s varied by up to ±25 % between identical runs: repeat before trusting a small change.',
    `Load average at start: ${meta.loadAverage.toFixed(2)} (well above 0 means something else was running).`,
  ];
}

function loadTable(api: ApiResults, run: ServerRun): Table {
  const inProcess = run.mode === 'in-process';
  return {
    title: `Load: server as ${run.mode}, ${api.settings.connections} connections, ${api.settings.warmupSeconds} s warm-up + ${api.settings.seconds} s measured`,
    headers: [
      'target',
      'req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'non-2xx+err',
      'server cores',
      'pg cores',
      'bench cores',
      'other cores',
      'busy/cores',
      'server µs/req',
      'pg µs/req',
    ],
    rows: run.targets.map((t) => [
      t.name,
      integer(t.rps),
      ms(t.latencyMs.p50),
      ms(t.latencyMs.p90),
      ms(t.latencyMs.p99),
      ms(t.latencyMs.max),
      String(t.non2xx + t.errors + t.timeouts),
      inProcess ? '(bench)' : cores(t.cpu.serverCores),
      cores(t.cpu.postgresCores),
      cores(t.cpu.benchCores),
      cores(t.cpu.otherCores),
      `${cores(t.cpu.machineBusyCores)}/${t.cpu.machineCores}`,
      inProcess ? '-' : integer(t.cpu.serverUsPerRequest),
      integer(t.cpu.postgresUsPerRequest),
    ]),
    notes: [
      'Latency percentiles are computed from every 2xx response. "cores" = CPU seconds per wall second during the',
      'measured window (from /proc); "bench" is this process, which runs autocannon (and the server when in-process);',
      '"other" is the rest of the machine: well above 0 means another process competed and the numbers are low.',
    ],
  };
}

/** One view of a CPU profile (by area or by function) as a table. */
const profileTable = (title: string, rows: ProfileEntry[]): Table => ({
  title,
  headers: ['where', 'self ms', 'share'],
  rows: rows.map((row) => [row.name, integer(row.ms), `${fixed(row.share * 100)}%`]),
});

export function apiBlocks(api: ApiResults & { meta: Meta }): Block[] {
  const blocks: Block[] = [
    {
      kind: 'heading',
      text: `API: cluster list on ${integer(api.seed.clusters)} clusters (PostgreSQL ${api.postgres.version})`,
    },
    { kind: 'code', title: 'Machine', lines: machineLines(api.meta) },
    {
      kind: 'table',
      table: {
        title: `Seeded ${integer(api.seed.clusters)} clusters (accounts.cluster_count = ${integer(api.seed.clusterCount)}) in ${fixed(api.seed.seconds)} s; list responses`,
        headers: ['target', 'path', 'page', 'matches', 'bytes'],
        align: ['left', 'left'],
        rows: api.lists.map((l) => [l.name, l.path, String(l.results), integer(l.total), integer(l.bytes)]),
      },
    },
  ];
  for (const run of api.runs) {
    blocks.push({ kind: 'table', table: loadTable(api, run) });
    const reported = run === api.runs[0];
    blocks.push({
      kind: 'table',
      table: checksTable(
        reported
          ? 'Targets (child-process server: the reported numbers)'
          : `Targets with the server ${run.mode} (for comparison only)`,
        run.checks,
      ),
    });
  }
  if (api.baseline !== undefined) {
    blocks.push({
      kind: 'table',
      table: {
        ...loadTable(api, api.baseline),
        notes: [
          "The floor: node:http + one pg pool of the console's size + the console's own list statements (same SQL, same",
          'parameters, same prepared names) + JSON.stringify of the same page; no framework, session, validation or ORM.',
          'The "rps / baseline rps" targets above divide the console\'s req/s by these.',
        ],
      },
    });
  }
  for (const list of api.explain) {
    const lines = list.statements.flatMap((statement, index) => [
      `-- statement ${index + 1}: planning ${ms(statement.planningMs)} ms, execution ${ms(statement.executionMs)} ms`,
      ...statement.summary,
    ]);
    blocks.push({
      kind: 'code',
      title: `EXPLAIN (ANALYZE, BUFFERS): ${list.name}${list.search ? ` (search "${list.search}")` : ''}`,
      lines,
    });
  }
  for (const { target, profile } of api.cpuProfiles) {
    const sampled = `${integer(profile.totalMs)} ms sampled, start-up and warm-up included`;
    blocks.push({
      kind: 'table',
      table: profileTable(`CPU profile of the server for "${target}" (${sampled}), by area`, profile.byArea),
    });
    blocks.push({
      kind: 'table',
      table: profileTable(`CPU profile for "${target}", by function (self time)`, profile.byFunction),
    });
  }
  return blocks;
}

const counts = (entries: Record<string, number>) =>
  Object.entries(entries)
    .map(([key, n]) => `${key} ${integer(n)}`)
    .join(', ') || '-';

export function clustersBlocks(clusters: ClustersResults & { meta: Meta }): Block[] {
  const { settings } = clusters;
  const { meta } = clusters;
  const provisioning = clusters.provisioning;
  const driverPollMs = Math.min(5_000, Math.max(100, Math.round((settings.provisioningSeconds * 1000) / 50)));
  return [
    {
      kind: 'heading',
      text: `Clusters: monitoring, time to RUNNING, create (PostgreSQL ${clusters.postgres.version})`,
    },
    {
      kind: 'code',
      title: 'Machine',
      lines: [
        `Measured ${meta.startedAt} on commit ${meta.commit}${meta.dirty ? ' (with uncommitted changes)' : ''}, Node ${meta.node}, ${meta.os}.`,
        `${meta.cores} cores (${meta.cpu}) shared by the bench, the server (a child process, as in production) and PostgreSQL.`,
        `Load average at start: ${meta.loadAverage.toFixed(2)} (well above 0 means something else was running).`,
        `A fresh database of its own; the account holds ${integer(settings.existing)} RUNNING clusters before the bench's own.`,
      ],
    },
    {
      kind: 'table',
      table: {
        title: `Monitoring: RUNNING ${settings.monitoredNodes}-node clusters, last 7 days of every metric of the application; ${settings.monitoringWarmup} warm-up + ${settings.requests} requests one after another on one kept-alive connection`,
        headers: [
          'application',
          'encoding',
          'metrics',
          'series/node',
          'points/series',
          'bytes',
          'p50 ms',
          'p90 ms',
          'p99 ms',
          'max ms',
          'server p50',
          'server p99',
          'server µs/req',
          'pg µs/req',
          'other cores',
        ],
        rows: clusters.monitoring.map((m) => [
          m.application,
          m.encoding ?? 'identity',
          String(m.metrics.length),
          String(m.seriesPerNode),
          String(m.pointsPerSeries),
          integer(m.bytes),
          ms(m.clientMs.p50),
          ms(m.clientMs.p90),
          ms(m.clientMs.p99),
          ms(m.clientMs.max),
          ms(m.serverMs.p50),
          ms(m.serverMs.p99),
          integer(m.cpu.serverUsPerRequest),
          integer(m.cpu.postgresUsPerRequest),
          cores(m.cpu.otherCores),
        ]),
        notes: [
          'p50…max: request written to last byte read by the bench (server time + loopback); "server": Fastify\'s responseTime',
          'of the same requests from the server log. Metrics: all of metricsFor(application); no application has 12',
          `(Cassandra 8 names / 10 series with the latency percentiles, Kafka 9, OpenSearch 7) and others' metrics are a 400.`,
          'The clusters are created through the API, then backdated 8 days (clusters.created_at) so a 7-day range has all its',
          `points (there are none before a node runs). ${clusters.monitoring.every((m) => m.oneConnection) ? 'Every measured request reused the one socket.' : 'NOTE: some requests opened a new socket.'}`,
          `Server times logged: ${clusters.monitoring.map((m) => `${m.application} ${m.serverMs.count}/${m.clientMs.count}`).join(', ')}.`,
        ],
      },
    },
    {
      kind: 'table',
      table: {
        title: `Time to RUNNING beyond SIMULATED_PROVISIONING_SECONDS=${settings.provisioningSeconds} (JOBS=true; Cassandra, 3 nodes; polled every 50 ms)`,
        headers: ['clusters', 'count', 'mean ms', 'min ms', 'max ms', 'recorded mean ms', 'recorded max ms'],
        rows: provisioning.map((p) => [
          p.mode,
          String(p.clusters),
          ms(p.observed.mean),
          ms(p.observed.min),
          ms(p.observed.max),
          ms(p.recorded.mean),
          ms(p.recorded.max),
        ]),
        notes: [
          'Observed: create request sent to the first GET answering RUNNING, less the simulated time. Recorded: the RUNNING',
          "event's time minus clusters.created_at (the server's clock, no polling). Bounds: the engine looks at a cluster once",
          `per pg-boss job (queue clusters.advance), re-queued ${driverPollMs} ms after each look (the driver's poll interval,`,
          'provisioning time / 50, 100 ms at least); its worker fetches up to 50 due jobs every 0.5 s and runs them side by',
          'side, so a cluster is looked at every 0.5 s and RUNNING is seen 0–0.5 s late, alone or with others (the sequential',
          'creates are spread over one such interval, so they do not all land at the same phase of it).',
        ],
      },
    },
    {
      kind: 'table',
      table: {
        title: `Create: POST /v1/accounts/{id}/clusters/cassandra (${settings.createNodes} nodes, unique names), ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s measured`,
        headers: [
          'server',
          'req/s',
          'p50 ms',
          'p90 ms',
          'p99 ms',
          'max ms',
          'not 202',
          'created, status at end',
          'server cores',
          'pg cores',
          'other cores',
          'server µs/req',
          'pg µs/req',
        ],
        rows: clusters.creates.map((c) => [
          c.name,
          integer(c.rps),
          ms(c.latencyMs.p50),
          ms(c.latencyMs.p90),
          ms(c.latencyMs.p99),
          ms(c.latencyMs.max),
          counts({
            ...c.others,
            ...(c.errors > 0 ? { errors: c.errors } : {}),
            ...(c.timeouts > 0 ? { timeouts: c.timeouts } : {}),
          }),
          counts(c.statuses),
          cores(c.cpu.serverCores),
          cores(c.cpu.postgresCores),
          cores(c.cpu.otherCores),
          integer(c.cpu.serverUsPerRequest),
          integer(c.cpu.postgresUsPerRequest),
        ]),
        notes: [
          'Each create: catalogue checks, then one transaction (name check, cluster, data centre, nodes, GENESIS event), a read',
          `back, and with JOBS=true a pg-boss send (the engine's first look; SIMULATED_PROVISIONING_SECONDS=${settings.createProvisioningSeconds}, the`,
          'default, and the engine keeps working in the same process). JOBS=false drops the send: the request path alone.',
          '"other cores": CPU used by the rest of the machine meanwhile; well above 0, the numbers are low. No target in the',
          'issue: the number is reported.',
        ],
      },
    },
    {
      kind: 'table',
      table: checksTable(`Targets (monitoring <= ${TARGETS.monitoringMs} ms server time)`, clusters.checks),
    },
    ...clusters.cpuProfiles.flatMap(({ target, profile }): Block[] => {
      const sampled = `${integer(profile.totalMs)} ms sampled, start-up and warm-up included`;
      return [
        {
          kind: 'table',
          table: profileTable(`CPU profile of the server for "${target}" (${sampled}), by area`, profile.byArea),
        },
        {
          kind: 'table',
          table: profileTable(`CPU profile for "${target}", by function (self time)`, profile.byFunction),
        },
      ];
    }),
  ];
}

function blocksOf(record: RunRecord): Block[] {
  const checks = [
    ...(record.api?.runs[0]?.checks ?? []),
    ...(record.clusters?.checks ?? []),
    ...(record.web?.checks ?? []),
    ...(record.widget?.checks ?? []),
    ...(record.lighthouse?.checks ?? []),
    ...(record.billing?.checks ?? []),
    ...(record.testSuite?.checks ?? []),
    ...(record.localDriver?.checks ?? []),
  ];
  return [
    ...(record.api ? apiBlocks(record.api) : []),
    ...(record.clusters ? clustersBlocks(record.clusters) : []),
    ...(record.web ? webBlocks(record.web) : []),
    ...(record.widget ? widgetBlocks(record.widget) : []),
    ...(record.lighthouse ? lighthouseBlocks(record.lighthouse) : []),
    ...(record.billing ? billingBlocks(record.billing) : []),
    ...(record.testSuite ? testSuiteBlocks(record.testSuite) : []),
    ...(record.localDriver ? localDriverBlocks(record.localDriver) : []),
    { kind: 'heading', text: 'Summary' },
    { kind: 'table', table: checksTable('All targets', checks) },
  ];
}

export function renderText(record: RunRecord): string {
  return blocksOf(record)
    .map((block) => {
      if (block.kind === 'heading') return `\n== ${block.text} ==\n`;
      if (block.kind === 'table') return textTable(block.table);
      return [block.title, ...block.lines.map((line) => `  ${line}`), ''].join('\n');
    })
    .join('\n');
}

export function renderMarkdown(record: RunRecord): string {
  const body = blocksOf(record).map((block) => {
    if (block.kind === 'heading') return `## ${block.text}\n`;
    if (block.kind === 'table') return markdownTable(block.table);
    return [`### ${block.title}`, '', '```', ...block.lines, '```', ''].join('\n');
  });
  return ['# Datadeck benchmarks', '', 'Written by `npm run bench`; the newest result of each part.', '', ...body].join(
    '\n',
  );
}
