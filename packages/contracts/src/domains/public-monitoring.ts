import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { metricsList } from './monitoring.ts';

/**
 * Instaclustr's Monitoring API v1 as its clients read it (github.com/instaclustr/ICAPI-DataDog,
 * its test-data/instaclustr-metrics.json; github.com/fcgravalos/instaclustr_exporter): the
 * latest value of each metric unless a range is asked for, values as strings, and per node the
 * rack with its data centre and provider account.
 */

/** `start`/`end` as ISO date-times or epoch milliseconds. */
const instant = z.union(
  [z.iso.datetime({ offset: true }), z.coerce.number().int().nonnegative()],
  'Must be an ISO date-time or epoch milliseconds',
);

export const publicMonitoringQuerySchema = z
  .object({
    metrics: metricsList,
    /** A range's start; without `start` and `end` the answer is each metric's latest value. */
    start: instant.optional(),
    end: instant.optional(),
    /** Instaclustr answers NaN as "0.0" unless `reportNaN=true`; simulated metrics have no NaN. */
    reportNaN: z.enum(['true', 'false'], 'Must be true or false').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.start === undefined || q.end === undefined) return;
    const start = new Date(q.start).getTime();
    const end = new Date(q.end).getTime();
    if (start >= end) ctx.addIssue({ code: 'custom', path: ['start'], message: '"start" must be before "end"' });
    if (end - start > LIMITS.monitoringMaxRangeMs)
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'The range is limited to 7 days' });
  });
export type PublicMonitoringQuery = z.infer<typeof publicMonitoringQuerySchema>;

export const publicMetricSeriesSchema = z.object({
  metric: z.string(),
  type: z.string(),
  unit: z.string(),
  /** Values as Instaclustr writes them: Java's Double.toString ("30.0", "1.61892901618929"). */
  values: z.array(z.object({ value: z.string(), time: z.iso.datetime() })),
});

export const publicMonitoredNodeSchema = z.object({
  id: z.uuid(),
  payload: z.array(publicMetricSeriesSchema),
  publicIp: z.string().nullable(),
  privateIp: z.string(),
  rack: z.object({
    name: z.string(),
    dataCentre: z.object({
      /** The region, e.g. AP_SOUTHEAST_2. */
      name: z.string(),
      provider: z.string(),
      /** The data centre's own name as given at creation. */
      customDCName: z.string(),
    }),
    providerAccount: z.object({ name: z.string(), provider: z.string() }),
  }),
});
export const publicMonitoringResponseSchema = z.array(publicMonitoredNodeSchema);
export type PublicMonitoringResponse = z.infer<typeof publicMonitoringResponseSchema>;
export type PublicMonitoredNode = z.infer<typeof publicMonitoredNodeSchema>;
