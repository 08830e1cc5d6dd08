import type { Meta } from '../env.ts';
import { fixed, kilobytes } from '../format.ts';
import { checksTable, type Block } from '../report-blocks.ts';
import type { WidgetResults } from './index.ts';

const ms = (value: number) => fixed(value, 2);

/** The card widget's part of the report: the SDK by what a page loads, the field pages, mount to ready. */
export function widgetBlocks(widget: WidgetResults & { meta: Meta }): Block[] {
  return [
    { kind: 'heading', text: 'Card widget: what a merchant page loads, and how fast the card is ready' },
    {
      kind: 'code',
      title: 'Build',
      lines: [
        `Measured ${widget.meta.startedAt} on commit ${widget.meta.commit}${widget.meta.dirty ? ' (with uncommitted changes)' : ''}, ${widget.meta.cores} cores.`,
      ],
    },
    {
      kind: 'table',
      table: {
        title: 'Host SDK, as /sdk/{version}/checkout.js serves it (kB = 1000 bytes)',
        headers: ['what the page loads', 'files', 'raw', 'gzip -9'],
        align: ['left'],
        rows: [widget.host.cardOnly, ...widget.host.parts, ...widget.host.otherOnDemand, widget.host.everything].map(
          (size) => [size.name, String(size.files), kilobytes(size.raw), kilobytes(size.gzip)],
        ),
        notes: [
          'esbuild --minify, ESM with code splitting; each file gzipped on its own, as a browser fetches it.',
          "A part's row is what it adds to the card only when a card wants it: its chunk and the chunks the card had not loaded.",
          'Parts are the dynamic imports of card/parts.ts, found in the esbuild metafile.',
        ],
      },
    },
    {
      kind: 'table',
      table: {
        title: 'Secured-field pages (kB = 1000 bytes)',
        headers: ['file', 'raw', 'gzip -9'],
        align: ['left'],
        rows: widget.fieldPages.map((size) => [size.name, kilobytes(size.raw), kilobytes(size.gzip)]),
        notes: [
          'Field pages as the sandbox serves them: one HTML document each, runtime and style inlined (hashed in the CSP).',
        ],
      },
    },
    {
      kind: 'code',
      title: `Mount to ready in headless Chromium (${widget.mount.runs} fresh pages, demo page cross-origin to the provider)`,
      lines: [
        `p50 ${ms(widget.mount.p50)} ms, max ${ms(widget.mount.max)} ms; each: ${widget.mount.ms.map((value) => value.toFixed(0)).join(', ')}`,
      ],
    },
    { kind: 'table', table: checksTable('Targets', widget.checks) },
  ];
}
