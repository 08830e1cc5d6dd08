import type { MetricSeries, NodeRole } from '@datadeck/contracts';
import type { MetricsRequest } from '../../driver.ts';
import { METRIC_MODELS, type MetricModel, type ModelInput } from './metric-models.ts';
import { PUBLIC_METRIC_MODELS } from './public-metric-models.ts';
import { hashString } from './random.ts';
import { buildTimeline, timelineSpan } from './timeline.ts';

const MODELS: ReadonlyMap<string, MetricModel> = new Map(
  Object.entries({ ...METRIC_MODELS, ...PUBLIC_METRIC_MODELS }).filter(
    (entry): entry is [string, MetricModel] => entry[1] !== undefined,
  ),
);

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
  const key = answerKey(request);
  const remembered = answers.get(key);
  if (remembered !== undefined) {
    // Most recently used last, so the oldest is the first to go.
    answers.delete(key);
    answers.set(key, remembered);
    return remembered;
  }
  const answer = generate(request);
  answers.set(key, answer);
  for (const oldest of answers.keys()) {
    if (answers.size <= REMEMBERED_ANSWERS) break;
    answers.delete(oldest);
  }
  return answer;
}

/**
 * The last answers, by everything they depend on. Points sit on multiples of the step, so the
 * same range asked again (a chart refreshed, a second viewer) has the same points until the
 * next step begins (28 minutes for a 7-day chart); generating and allocating the 21,600 points
 * of a 6-node cluster was a large share of a 7-day request's time and of its garbage. Answers
 * are shared: nobody mutates them (they are only serialised).
 */
const answers = new Map<string, MetricSeries[]>();
/** Nodes: eight 6-node clusters' charts open at once; one node's 7-day answer is ~180 kB of JSON. */
const REMEMBERED_ANSWERS = 48;

function answerKey(request: MetricsRequest): string {
  const { node } = request;
  const runningSinceMs = request.runningSince.getTime();
  const { firstIndex, length } = timelineSpan(runningSinceMs, request.fromMs, request.toMs, request.stepMs);
  return [
    request.application,
    node.id,
    node.nodeSize,
    node.nodeRoles.join(','),
    node.activeController ?? false,
    runningSinceMs,
    firstIndex,
    length,
    request.stepMs,
    request.metrics.map((m) => m.name).join(','),
  ].join('|');
}

function generate(request: MetricsRequest): MetricSeries[] {
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
