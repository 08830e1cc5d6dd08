import {
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
 * What a public query reads: without `start` and `end`, the latest point only (one resolution
 * step ending now); with them, the range, `end` defaulting to now and `start` to an hour before.
 */
export function publicMetricsRange(query: PublicMonitoringQuery, now: Date): MetricsRange & { latest: boolean } {
  const nowMs = now.getTime();
  const step = LIMITS.monitoringResolutionMs;
  if (query.start === undefined && query.end === undefined) {
    return { fromMs: nowMs - step, toMs: nowMs, stepMs: step, latest: true };
  }
  const toMs = query.end === undefined ? nowMs : new Date(query.end).getTime();
  const fromMs = query.start === undefined ? toMs - 3_600_000 : new Date(query.start).getTime();
  if (fromMs >= toMs) throw invalid('"start" must be before "end"');
  const slack = query.end === undefined ? step : 0;
  if (toMs - fromMs > LIMITS.monitoringMaxRangeMs + slack) throw invalid('The range is limited to 7 days');
  return { fromMs, toMs: Math.min(toMs, nowMs), stepMs: monitoringStepMs(fromMs, toMs), latest: false };
}

/** Run-in-Instaclustr's-account data centres answer Instaclustr's own provider account. */
const INSTACLUSTR_PROVIDER_ACCOUNT = 'INSTACLUSTR';

export function publicNode(
  node: MonitoredNode,
  payload: readonly MetricSeries[],
  latest: boolean,
): PublicMonitoredNode {
  return {
    id: node.id,
    payload: payload.map((series) => ({
      metric: series.metric,
      type: series.type,
      unit: series.unit,
      values: (latest ? series.values.slice(-1) : series.values).map((v) => ({
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
      providerAccount: { name: INSTACLUSTR_PROVIDER_ACCOUNT, provider: node.dataCentreProvider },
    },
  };
}
