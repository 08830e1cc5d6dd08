import type { ProfileEntry } from './api/cpu-profile.ts';
import type { ApiResults, ServerRun } from './api/index.ts';
import type { Meta } from './env.ts';
import { fixed, integer, kilobytes, markdownTable, textTable, type Table } from './format.ts';
import { TARGETS, type Check } from './targets.ts';
import type { WebResults } from './web/index.ts';

/** What one run measured: each part carries the machine and commit it ran on. */
export interface RunRecord {
  api?: ApiResults & { meta: Meta };
  web?: WebResults & { meta: Meta };
}

type Block = { kind: 'heading'; text: string } | { kind: 'table'; table: Table } | { kind: 'code'; title: string; lines: string[] };

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

function checksTable(title: string, checks: Check[]): Table {
  return {
    title,
    headers: ['target', 'measured', 'limit', 'verdict'],
    // Ratios far below 1 still show their digits (0.025, not 0.00).
    rows: checks.map((check) => [check.name, fixed(check.value, check.value < 1 ? 3 : 1), check.limit, check.verdict]),
  };
}

function loadTable(api: ApiResults, run: ServerRun): Table {
  const inProcess = run.mode === 'in-process';
  return {
    title: `Load: server as ${run.mode}, ${api.settings.connections} connections, ${api.settings.warmupSeconds} s warm-up + ${api.settings.seconds} s measured`,
    headers: ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx+err', 'server cores', 'pg cores', 'bench cores', 'other cores', 'busy/cores', 'server µs/req', 'pg µs/req'],
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
    { kind: 'heading', text: `API: cluster list on ${integer(api.seed.clusters)} clusters (PostgreSQL ${api.postgres.version})` },
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
        reported ? 'Targets (child-process server: the reported numbers)' : `Targets with the server ${run.mode} (for comparison only)`,
        run.checks,
      ),
    });
  }
  for (const list of api.explain) {
    const lines = list.statements.flatMap((statement, index) => [
      `-- statement ${index + 1}: planning ${ms(statement.planningMs)} ms, execution ${ms(statement.executionMs)} ms`,
      ...statement.summary,
    ]);
    blocks.push({ kind: 'code', title: `EXPLAIN (ANALYZE, BUFFERS): ${list.name}${list.search ? ` (search "${list.search}")` : ''}`, lines });
  }
  for (const { target, profile } of api.cpuProfiles) {
    const sampled = `${integer(profile.totalMs)} ms sampled, start-up and warm-up included`;
    blocks.push({ kind: 'table', table: profileTable(`CPU profile of the server for "${target}" (${sampled}), by area`, profile.byArea) });
    blocks.push({ kind: 'table', table: profileTable(`CPU profile for "${target}", by function (self time)`, profile.byFunction) });
  }
  return blocks;
}

export function webBlocks(web: WebResults & { meta: Meta }): Block[] {
  const { bundle } = web;
  const cross =
    bundle.crossCheck === null
      ? 'no manifest: files found from index.html and the chunks\' imports'
      : bundle.crossCheck.length === 0
        ? 'the manifest and the index.html/imports walk agree on the files'
        : `the manifest and the index.html/imports walk disagree on: ${bundle.crossCheck.join(', ')}`;
  return [
    { kind: 'heading', text: 'Web: what the landing route (/accounts/{id}) downloads' },
    { kind: 'code', title: 'Build', lines: [`Measured ${web.meta.startedAt} on commit ${web.meta.commit}${web.meta.dirty ? ' (with uncommitted changes)' : ''}.`] },
    {
      kind: 'table',
      table: {
        title: `Files (${web.build.dir}${web.build.seconds === null ? '' : `, built in ${fixed(web.build.seconds)} s`}; found by ${bundle.method}), biggest gzip first`,
        headers: ['file', 'kind', 'loaded', 'raw', 'gzip -9'],
        align: ['left', 'left', 'left'],
        rows: [
          ...bundle.files.map((f) => [f.file, f.kind, f.role === 'initial' ? 'index.html' : 'landing (lazy)', kilobytes(f.raw), kilobytes(f.gzip)]),
          ['all JavaScript', 'js', '', kilobytes(bundle.js.raw), kilobytes(bundle.js.gzip)],
          ['all CSS', 'css', '', kilobytes(bundle.css.raw), kilobytes(bundle.css.gzip)],
        ],
        notes: [`kB = 1000 bytes; ${cross}.`],
      },
    },
    { kind: 'table', table: checksTable(`Target (JS gzip <= ${TARGETS.landingJsGzipKb} kB)`, web.checks) },
  ];
}

function blocksOf(record: RunRecord): Block[] {
  const checks = [...(record.api?.runs[0]?.checks ?? []), ...(record.web?.checks ?? [])];
  return [
    ...(record.api ? apiBlocks(record.api) : []),
    ...(record.web ? webBlocks(record.web) : []),
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
  return ['# Datadeck benchmarks', '', 'Written by `npm run bench`; the newest result of each part.', '', ...body].join('\n');
}
