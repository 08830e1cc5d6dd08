import type { Meta } from '../env.ts';
import { fixed } from '../format.ts';
import { checksTable, type Block } from '../report-blocks.ts';
import type { TestSuiteResults } from './index.ts';

/** A phase's time in one run, marked when it failed; '-' for a phase the run never reached. */
function cell(run: TestSuiteResults['runs'][number], name: string): string {
  const phase = run.phases.find((candidate) => candidate.name === name);
  if (!phase) return '-';
  return phase.passed ? minutes(phase.seconds) : `${minutes(phase.seconds)} FAILED`;
}

const optional = (value: number | undefined) => (value === undefined ? '-' : fixed(value, 2));

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The test suite's part of the report: each phase's wall time in each run, and the targets. */
export function testSuiteBlocks(suite: TestSuiteResults & { meta: Meta }): Block[] {
  const phaseNames = [...new Set(suite.runs.flatMap((run) => run.phases.map((phase) => phase.name)))];
  return [
    { kind: 'heading', text: 'Test suite: npm test, phase by phase' },
    {
      kind: 'code',
      title: 'Machine',
      lines: [
        `Measured ${suite.meta.startedAt} on commit ${suite.meta.commit}${suite.meta.dirty ? ' (with uncommitted changes)' : ''}, Node ${suite.meta.node}, ${suite.meta.cores} cores.`,
        `Load average at start: ${fixed(suite.meta.loadAverage)}. ${suite.withPostgres ? 'With the PostgreSQL integration pass (after the vitest run, before e2e), as CI runs it.' : 'Without the PostgreSQL pass (TEST_POSTGRES_URL unset).'}`,
      ],
    },
    {
      kind: 'table',
      table: {
        title: 'Wall time per phase (m:ss); phases of one step run side by side',
        headers: ['phase', ...suite.runs.map((_, index) => `run ${index + 1}`)],
        align: ['left'],
        rows: [
          ...phaseNames.map((name) => [name, ...suite.runs.map((run) => cell(run, name))]),
          ['npm test', ...suite.runs.map((run) => `${minutes(run.seconds)}${run.passed ? '' : ' FAILED'}`)],
          // How fast the machine was: the same tree's times move with it (machine-speed.ts).
          ['machine reference (s, lower is faster)', ...suite.runs.map((run) => optional(run.referenceSeconds))],
          ['steal during the run (%)', ...suite.runs.map((run) => optional(run.stealPercent))],
        ],
      },
    },
    { kind: 'table', table: checksTable('Test suite targets', suite.checks) },
  ];
}
