import { LIMITS, monitoringStepMs, type MonitoringQuery } from '@datadeck/contracts';
import { HttpError } from '../../platform/http/errors.ts';

const DEFAULT_RANGE_MS = 3_600_000;

export interface MetricsRange {
  fromMs: number;
  /** The end of the points: the range's end, or now if that is earlier (nothing is measured ahead). */
  toMs: number;
  stepMs: number;
}

const invalid = (message: string) => new HttpError(400, [{ name: 'from', message }]);

/**
 * The range a monitoring query reads: `to` defaults to now, `from` to an hour before `to`. The
 * schema checks the pair only when both are given, so the defaulted range is checked here with
 * the same rules. The step follows the range asked for, so a chart's resolution does not change
 * when its end is cut at now.
 */
export function metricsRange(query: Pick<MonitoringQuery, 'from' | 'to'>, now: Date): MetricsRange {
  const nowMs = now.getTime();
  const toMs = query.to === undefined ? nowMs : new Date(query.to).getTime();
  const fromMs = query.from === undefined ? toMs - DEFAULT_RANGE_MS : new Date(query.from).getTime();
  if (fromMs >= toMs) throw invalid('"from" must be before "to"');
  // A `from` of "7 days ago" by the caller's clock, with `to` left to ours, may be a little older:
  // one resolution step of slack keeps that request valid.
  const slack = query.to === undefined ? LIMITS.monitoringResolutionMs : 0;
  if (toMs - fromMs > LIMITS.monitoringMaxRangeMs + slack) throw invalid('The range is limited to 7 days');
  return { fromMs, toMs: Math.min(toMs, nowMs), stepMs: monitoringStepMs(fromMs, toMs) };
}
