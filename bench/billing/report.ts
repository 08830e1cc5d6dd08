import type { Block } from '../report-blocks.ts';
import type { Meta } from '../env.ts';
import { fixed } from '../format.ts';
import type { BillingResults } from './index.ts';

export function billingBlocks(billing: BillingResults & { meta: Meta }): Block[] {
  const { cardReady } = billing;
  return [
    { kind: 'heading', text: 'Billing: Settings → Billing to the card form ready' },
    {
      kind: 'code',
      title: `Navigation to 'Save details' shown in headless Chromium (${cardReady.runs} loads, fresh context each, after one warm-up)`,
      lines: [
        `Measured ${billing.meta.startedAt} on commit ${billing.meta.commit}${billing.meta.dirty ? ' (with uncommitted changes)' : ''}, ${billing.meta.cores} cores, load average ${billing.meta.loadAverage.toFixed(2)}; ${billing.build}.`,
        'demo-billing on the Demo Account (no saved card), console and provider sandbox on localhost, cross-origin; no target (issue 15 names none).',
        `p50 ${fixed(cardReady.p50, 0)} ms, p90 ${fixed(cardReady.p90, 0)} ms, max ${fixed(cardReady.max, 0)} ms; each: ${cardReady.ms.map((value) => value.toFixed(0)).join(', ')}`,
      ],
    },
  ];
}
