import { checksTable, type Block } from '../report-blocks.ts';
import type { Meta } from '../env.ts';
import { fixed, kilobytes } from '../format.ts';
import { TARGETS } from '../targets.ts';
import { signedInJsonTable, transferTable } from './transfer.ts';
import type { Floor } from './floor.ts';
import type { WebResults } from './index.ts';

export function webBlocks(web: WebResults & { meta: Meta }): Block[] {
  const { bundle } = web;
  const cross =
    bundle.crossCheck === null
      ? "no manifest: files found from index.html and the chunks' imports"
      : bundle.crossCheck.length === 0
        ? 'the manifest and the index.html/imports walk agree on the files'
        : `the manifest and the index.html/imports walk disagree on: ${bundle.crossCheck.join(', ')}`;
  return [
    { kind: 'heading', text: 'Web: what the sign-in, cluster-list and billing routes download on a first load' },
    {
      kind: 'code',
      title: 'Build',
      lines: [
        `Measured ${web.meta.startedAt} on commit ${web.meta.commit}${web.meta.dirty ? ' (with uncommitted changes)' : ''}.`,
        `${web.build.dir}${web.build.seconds === null ? '' : `, built in ${fixed(web.build.seconds)} s`}; files found by ${bundle.method}; ${cross}.`,
      ],
    },
    // Records written before the per-route figures have no routes.
    ...(web.routes ?? []).map(
      (route): Block => ({
        kind: 'table',
        table: {
          title: `Route ${route.path} (${route.route}${route.budgeted === false ? ', no budget' : ''}): what its first load downloads, biggest brotli first`,
          headers: ['file', 'kind', 'loaded by', 'raw', 'gzip -9', 'brotli 11'],
          align: ['left', 'left', 'left'],
          rows: [
            ...route.files.map((f) => [
              f.file,
              f.kind,
              f.loadedBy,
              kilobytes(f.raw),
              kilobytes(f.gzip),
              kilobytes(f.brotli),
            ]),
            ['all JavaScript', 'js', '', kilobytes(route.js.raw), kilobytes(route.js.gzip), kilobytes(route.js.brotli)],
            ['all CSS', 'css', '', kilobytes(route.css.raw), kilobytes(route.css.gzip), kilobytes(route.css.brotli)],
          ],
          notes: [
            `${route.files.length} files; entry: index.html loads it on every route; otherwise the lazy module (layout or page) that brings it.`,
          ],
        },
      }),
    ),
    // Results before the floor was measured have none.
    ...(web.floors === undefined ? [] : [floorBlock(web.floors)]),
    // Older results have no transfer part.
    ...(web.transfer === undefined
      ? []
      : ([
          { kind: 'table', table: transferTable(web.transfer) },
          { kind: 'table', table: signedInJsonTable(web.transfer.json) },
        ] as const)),
    {
      kind: 'table',
      table: checksTable(
        `Targets (per route: JS brotli <= ${TARGETS.routeJsBrotliKb} kB, CSS brotli <= ${TARGETS.routeCssBrotliKb} kB; landing JS gzip <= ${TARGETS.landingJsGzipKb} kB; compressed on the wire)`,
        web.checks,
      ),
    },
  ];
}

/** The stack alone (floor.ts): how much of a route's figure is not the console's own code. */
function floorBlock(floors: Floor[]): Block {
  return {
    kind: 'table',
    table: {
      title: "The floor: the console's stack before any of its own code, one minified bundle each",
      headers: ['bundle', 'raw', 'gzip -9', 'brotli 11'],
      align: ['left'],
      rows: floors.map((floor) => [floor.name, kilobytes(floor.raw), kilobytes(floor.gzip), kilobytes(floor.brotli)]),
      notes: [
        "Each row adds to the one above (bench/web/floor.ts), bundled with esbuild from apps/web's own packages.",
        `The last row is what the sign-in route cannot go below; a route's JS budget of ${TARGETS.routeJsBrotliKb} kB brotli leaves the rest for the console's own code.`,
      ],
    },
  };
}
