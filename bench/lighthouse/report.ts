import { checksTable, type Block } from '../report-blocks.ts';
import type { Meta } from '../env.ts';
import { fixed, integer, kilobytes } from '../format.ts';
import type { LighthouseResults } from './index.ts';

export function lighthouseBlocks(lighthouse: LighthouseResults & { meta: Meta }): Block[] {
  const { meta } = lighthouse;
  const runs = lighthouse.pages[0]?.runs.length ?? 0;
  const failures = lighthouse.pages.filter((page) => page.accessibilityFailures.length > 0 || page.shifted.length > 0);
  return [
    { kind: 'heading', text: 'Lighthouse: what a user of a fresh `npm start` opens first' },
    {
      kind: 'code',
      title: 'Machine',
      lines: [
        `Measured ${meta.startedAt} on commit ${meta.commit}${meta.dirty ? ' (with uncommitted changes)' : ''}, ${meta.cores} cores; web app: ${lighthouse.build}.`,
        `Load average at start: ${meta.loadAverage.toFixed(2)}. Lighthouse simulates a slow phone (4x CPU slowdown), so TBT`,
        'especially grows with whatever else runs: compare runs taken on a quiet machine only.',
      ],
    },
    {
      kind: 'table',
      table: {
        title: `Lighthouse 13, median of ${runs} runs per page and preset (each figure its own median)`,
        headers: [
          'page',
          'preset',
          'performance',
          'LCP ms',
          'CLS',
          'TBT ms',
          'accessibility',
          'JS kB',
          'all kB',
          'performance of each run',
        ],
        align: ['left', 'left'],
        rows: lighthouse.pages.map((page) => [
          page.page,
          page.formFactor,
          String(page.performance),
          integer(page.lcpMs),
          fixed(page.cls, 3),
          integer(page.tbtMs),
          String(page.accessibility),
          kilobytes(page.jsBytes).replace(' kB', ''),
          kilobytes(page.bytes).replace(' kB', ''),
          page.runs.map((run) => String(run.performance)).join(', '),
        ]),
        notes: [
          'kB = 1000 bytes as transferred (compressed when the server compresses). Mobile: the default preset (Moto G Power,',
          'simulated slow 4G, 4x CPU slowdown); desktop: --preset=desktop. The cluster list is /accounts/{id} of the Demo',
          'Account signed in as demo-owner (the session cookie sent with every request); /demo is opened cross-origin to the',
          'provider, as a merchant page is.',
          ...failures.map(
            (page) =>
              `${page.page}, ${page.formFactor}: ${[
                page.shifted.length > 0 ? `shifted ${page.shifted.join(', ')}` : '',
                page.accessibilityFailures.length > 0
                  ? `accessibility failures ${page.accessibilityFailures.join(', ')}`
                  : '',
              ]
                .filter(Boolean)
                .join('; ')}`,
          ),
        ],
      },
    },
    { kind: 'table', table: checksTable('Targets (issue 14, on both presets)', lighthouse.checks) },
  ];
}
