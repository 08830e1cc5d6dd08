import type { MetricSeries } from '@datadeck/contracts';
import type { MetricsRequest } from '../../driver.ts';
import { channelIndex, CHANNELS, KAFKA_METRICS, type ChannelKey } from './metrics.ts';
import type { KafkaSampler } from './sampler.ts';

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The local driver's `metrics(request)`: each requested series from the node's real samples,
 * a point at each step of the range that has one. A metric this engine does not give
 * (metrics.ts, NOT_FROM_THIS_ENGINE), a node not sampled and a step without samples have no
 * points. Each answer is a new array, never changed afterwards (driver.ts).
 */
export function localMetrics(sampler: KafkaSampler): (request: MetricsRequest) => Promise<MetricSeries[]> {
  return async (request) => {
    const ring = request.application === 'KAFKA' ? sampler.ring(request.node.id) : undefined;
    const wanted = request.metrics.flatMap((definition) => {
      const read = KAFKA_METRICS[definition.name];
      return definition.types.map((type, k) => ({
        definition,
        type,
        channel: read?.types[k],
        decimals: read?.decimals ?? 0,
      }));
    });
    const channels = [
      ...new Set(wanted.flatMap((w) => (w.channel === undefined ? [] : [w.channel]))),
    ] satisfies ChannelKey[];
    const points = ring
      ? ring.points(
          {
            fromMs: request.fromMs,
            toMs: request.toMs,
            stepMs: request.stepMs,
            sinceMs: request.runningSince.getTime(),
          },
          channels.map((key) => ({ column: channelIndex(key), aggregate: CHANNELS[key].aggregate })),
        )
      : [];
    return wanted.map(({ definition, type, channel, decimals }) => {
      const series = channel === undefined ? undefined : points[channels.indexOf(channel)];
      return {
        metric: definition.metric,
        type,
        unit: definition.unit,
        values: (series ?? []).map((p) => ({
          value: round(p.value, decimals),
          time: new Date(p.timeMs).toISOString(),
        })),
      };
    });
  };
}
