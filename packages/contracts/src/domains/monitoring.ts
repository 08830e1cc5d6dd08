import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { metricDefinition } from './monitoring-metrics.ts';

export * from './monitoring-metrics.ts';

/** `metrics`: names separated by commas, in any case; answered by their canonical names, once each. */
export const metricsList = z
  .string('Give the metrics to read, separated by commas')
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m !== '')
        .map((m) => metricDefinition(m)?.name ?? m),
    ),
  ])
  .superRefine((names, ctx) => {
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'Give at least one metric' });
    if (names.length > LIMITS.monitoringMaxMetrics) {
      ctx.addIssue({ code: 'custom', message: `At most ${LIMITS.monitoringMaxMetrics} metrics per request` });
    }
    const unknown = names.filter((n) => !metricDefinition(n));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown metrics: ${unknown.join(', ')}` });
  });

/** `from` and `to` as ISO date-times or epoch milliseconds; default: the last hour. */
const instant = z.union(
  [z.iso.datetime({ offset: true }), z.coerce.number().int().nonnegative()],
  'Must be an ISO date-time or epoch milliseconds',
);

export const monitoringQuerySchema = z
  .object({
    metrics: metricsList,
    from: instant.optional(),
    to: instant.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from === undefined || q.to === undefined) return;
    const from = new Date(q.from).getTime();
    const to = new Date(q.to).getTime();
    if (from >= to) ctx.addIssue({ code: 'custom', path: ['from'], message: '"from" must be before "to"' });
    if (to - from > LIMITS.monitoringMaxRangeMs)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'The range is limited to 7 days' });
  });
export type MonitoringQuery = z.infer<typeof monitoringQuerySchema>;

export const metricValueSchema = z.object({ value: z.number(), time: z.iso.datetime() });
export const metricSeriesSchema = z.object({
  metric: z.string(),
  type: z.string(),
  unit: z.string(),
  values: z.array(metricValueSchema),
});
/** Instaclustr's monitoring shape: one entry per node. */
export const monitoringResponseSchema = z.array(
  z.object({
    id: z.uuid(),
    rack: z.string(),
    publicIp: z.string().nullable(),
    privateIp: z.string(),
    payload: z.array(metricSeriesSchema),
  }),
);
export type MonitoringResponse = z.infer<typeof monitoringResponseSchema>;
export type MetricSeries = z.infer<typeof metricSeriesSchema>;
