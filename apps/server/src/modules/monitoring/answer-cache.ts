import { monitoringResponseSchema, type MetricSeries, type MonitoringResponse } from '@datadeck/contracts';
import { SerializedAnswer } from '../../platform/http/serialized-answer.ts';
import { serializerCompiler } from '../../platform/http/serializer.ts';

/** One node of the console's monitoring answer. */
export type NodeAnswer = MonitoringResponse[number];

/** The console's answer written as the route itself writes it: the same compiler, the same schema. */
const writeAnswer = serializerCompiler({ schema: monitoringResponseSchema, method: 'GET', url: '', httpStatus: '200' });

/**
 * A number for each payload the driver gave, so a key can name the array itself. A driver never
 * changes an answer once given (driver.ts), so the same array means the same points; a driver that
 * remembers its answers (the simulated one, until the next step) gives the same array again, and
 * one that does not gives a new array, hence a new key, every time.
 */
const payloadIds = new WeakMap<readonly MetricSeries[], number>();
let lastPayloadId = 0;

function payloadId(payload: readonly MetricSeries[]): number {
  let id = payloadIds.get(payload);
  if (id === undefined) {
    id = ++lastPayloadId;
    payloadIds.set(payload, id);
  }
  return id;
}

/** Everything the written answer is made of: each node's fields, in order, and its payload. */
const keyOf = (nodes: readonly NodeAnswer[]): string =>
  JSON.stringify(nodes.map((n) => [n.id, n.rack, n.publicIp, n.privateIp, payloadId(n.payload)]));

export interface AnswerCacheLimits {
  /** Answers kept, the most recently used. */
  answers: number;
  /** Their JSON together; a larger answer is written and sent, not kept. */
  bytes: number;
}

/**
 * Eight charts' 7-day answers of 6-node clusters (~1 MB of JSON each), as many as the simulated
 * driver remembers the points of (48 nodes).
 */
export const ANSWER_CACHE_LIMITS: AnswerCacheLimits = { answers: 8, bytes: 16 * 1024 * 1024 };

/**
 * The console's monitoring answers, kept as the JSON sent. Writing a 7-day answer of a 6-node
 * cluster (21,600 point objects) into ~1 MB of JSON took ~11 ms, and the collections of what it
 * left behind made the slowest requests three to four times slower (the p99 of issue 14); the
 * same answer is asked for again each time a chart refreshes or a second viewer opens it.
 */
export function answerCache(limits: AnswerCacheLimits = ANSWER_CACHE_LIMITS) {
  const kept = new Map<string, SerializedAnswer<MonitoringResponse>>();
  let keptBytes = 0;

  function keep(key: string, answer: SerializedAnswer<MonitoringResponse>): void {
    if (answer.json.byteLength > limits.bytes) return;
    kept.set(key, answer);
    keptBytes += answer.json.byteLength;
    // The least recently used first.
    for (const [oldestKey, oldest] of kept) {
      if (kept.size <= limits.answers && keptBytes <= limits.bytes) break;
      kept.delete(oldestKey);
      keptBytes -= oldest.json.byteLength;
    }
  }

  return {
    /** The answer of these nodes as JSON: the one kept if it is made of the same, else written now. */
    answer(nodes: readonly NodeAnswer[]): SerializedAnswer<MonitoringResponse> {
      const key = keyOf(nodes);
      const remembered = kept.get(key);
      if (remembered !== undefined) {
        kept.delete(key);
        kept.set(key, remembered);
        return remembered;
      }
      const answer = new SerializedAnswer<MonitoringResponse>(Buffer.from(writeAnswer(nodes)));
      keep(key, answer);
      return answer;
    },
    /** Answers kept now (for the tests). */
    get size(): number {
      return kept.size;
    },
  };
}
