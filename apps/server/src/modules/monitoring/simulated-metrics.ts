import type { MetricSeries, NodeRole } from '@datadeck/contracts';
import type { MetricsRequest } from '../clusters/driver/driver.ts';
import { METRIC_MODELS, type MetricModel, type ModelInput } from './metric-models.ts';
import { hashString } from './random.ts';
import { buildTimeline } from './timeline.ts';

const MODELS: ReadonlyMap<string, MetricModel> = new Map(Object.entries(METRIC_MODELS));

/** Kafka controllers that are not brokers and OpenSearch nodes without data carry no traffic. */
function servesData(roles: readonly NodeRole[]): boolean {
  if (roles.some((r) => r === 'KAFKA_CONTROLLER' || r === 'KAFKA_BROKER')) return roles.includes('KAFKA_BROKER');
  if (roles.some((r) => r.startsWith('OPENSEARCH_'))) return roles.includes('OPENSEARCH_DATA');
  return true;
}

/**
 * Believable metrics of a simulated node: each series a pure function of node id, metric and
 * instant (see timeline.ts and metric-models.ts), so charts are stable across refreshes and
 * ranges, and cheap: one timeline per node, typed arrays per series, one object per point.
 */
export function simulatedMetrics(request: MetricsRequest): MetricSeries[] {
  const { node } = request;
  const timeline = buildTimeline(node.id, request.runningSince.getTime(), request.fromMs, request.toMs, request.stepMs);
  const cache = new Map<string, Float64Array>();
  const input: ModelInput = {
    timeline,
    seed: (metric) => hashString(`${node.id}|${metric}`),
    shared: (key, compute) => {
      let series = cache.get(key);
      if (!series) {
        series = compute();
        cache.set(key, series);
      }
      return series;
    },
    servesData: servesData(node.nodeRoles),
    activeController: node.activeController ?? false,
  };

  const payload: MetricSeries[] = [];
  for (const definition of request.metrics) {
    const model = MODELS.get(definition.name);
    // The request is validated against the contracts' metric list, which the models cover.
    if (!model) throw new Error(`No simulation for metric ${definition.name}`);
    const series = model.generate(input);
    const factor = 10 ** model.decimals;
    definition.types.forEach((type, k) => {
      const raw = series[k] ?? new Float64Array(timeline.length);
      const values: MetricSeries['values'] = [];
      for (let i = 0; i < timeline.length; i++) {
        values.push({ value: Math.round((raw[i] ?? 0) * factor) / factor, time: timeline.isoTimes[i] ?? '' });
      }
      payload.push({ metric: definition.metric, type, unit: definition.unit, values });
    });
  }
  return payload;
}
