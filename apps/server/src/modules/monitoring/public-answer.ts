import {
  DEFAULT_PROVIDER_ACCOUNT_NAME,
  instaclustrUnit,
  LIMITS,
  monitoringStepMs,
  type MetricSeries,
  type PublicMonitoredNode,
  type PublicMonitoringQuery,
} from '@datadeck/contracts';
import { HttpError } from '../../platform/http/errors.ts';
import type { MonitoredNode } from './queries.ts';
import type { MetricsRange } from './range.ts';

/**
 * The public Monitoring API's answer, in Instaclustr's shape (github.com/instaclustr/ICAPI-DataDog,
 * test-data/instaclustr-metrics.json): values as strings, the rack as an object.
 */

/**
 * A number as Java's Double.toString writes it, which is how Instaclustr's values read: "30.0",
 * "0.02", "1.61892901618929", "6.324347144399338E-4" (scientific below 10⁻³ and from 10⁷).
 */
export function javaDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const plain = String(value);
    return plain.includes('.') ? plain : `${plain}.0`;
  }
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

const invalid = (message: string) => new HttpError(400, [{ name: 'start', message }]);

/**
 * What a public query reads: without `start` and `end`, the latest point only (the one point of
 * the resolution step ending now, the same as a chart's last point); with them, the range, `end` defaulting to now and `start` to an hour before.
 */
export function publicMetricsRange(query: PublicMonitoringQuery, now: Date): MetricsRange {
  const nowMs = now.getTime();
  const step = LIMITS.monitoringResolutionMs;
  if (query.start === undefined && query.end === undefined) {
    return { fromMs: nowMs - step, toMs: nowMs, stepMs: step };
  }
  const toMs = query.end === undefined ? nowMs : new Date(query.end).getTime();
  const fromMs = query.start === undefined ? toMs - 3_600_000 : new Date(query.start).getTime();
  if (fromMs >= toMs) throw invalid('"start" must be before "end"');
  const slack = query.end === undefined ? step : 0;
  if (toMs - fromMs > LIMITS.monitoringMaxRangeMs + slack) throw invalid('The range is limited to 7 days');
  return { fromMs, toMs: Math.min(toMs, nowMs), stepMs: monitoringStepMs(fromMs, toMs) };
}

/**
 * The statistic types Instaclustr answers where they differ from the console's `value`, as its
 * answers show them (fcgravalos/instaclustr_exporter's mock of the API; ICAPI-DataDog's test
 * data): clients key on them, e.g. ICAPI-DataDog names its series `<metric>.<type>`.
 */
const INSTACLUSTR_TYPES: Readonly<Record<string, string>> = {
  cpuUtilization: 'percentage',
  diskUtilization: 'percentage',
  reads: 'count',
  writes: 'count',
  cassandraReads: 'count',
  cassandraWrites: 'count',
  compactions: 'pendingtasks',
};
const publicType = (series: MetricSeries) =>
  series.type === 'value' ? (INSTACLUSTR_TYPES[series.metric] ?? series.type) : series.type;

/**
 * A node's answer: its series' values written as strings, in Instaclustr's units, its rack with
 * data centre and provider account.
 */
export function publicNode(node: MonitoredNode, payload: readonly MetricSeries[]): PublicMonitoredNode {
  return {
    id: node.id,
    payload: payload.map((series) => ({
      metric: series.metric,
      type: publicType(series),
      unit: instaclustrUnit(series.unit),
      values: series.values.map((v) => ({
        value: javaDouble(v.value),
        time: v.time,
      })),
    })),
    publicIp: node.publicAddress,
    privateIp: node.privateAddress,
    rack: {
      name: node.rack,
      dataCentre: {
        name: node.dataCentreRegion,
        provider: node.dataCentreProvider,
        customDCName: node.dataCentreName,
      },
      // Data centres run in Instaclustr's own provider account: no data centre names another yet.
      providerAccount: { name: DEFAULT_PROVIDER_ACCOUNT_NAME, provider: node.dataCentreProvider },
    },
  };
}
