/**
 * The part of autocannon's programmatic API the benchmarks use (the package ships no types).
 * Without a callback, autocannon(options) returns an event emitter that is also a promise of
 * the aggregated result.
 */
declare module 'autocannon' {
  /** One request of the sequence each connection sends in turn. */
  export interface RequestSpec {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before every send of this request; returns the request to send (e.g. a fresh body). */
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Sent in turn by every connection, instead of `method`/`headers`/`body`. */
    requests?: RequestSpec[];
    title?: string;
  }

  /** Percentiles of a histogram; autocannon records latencies in whole milliseconds. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    /** Seconds actually run. */
    duration: number;
    errors: number;
    timeouts: number;
    /** Responses outside 2xx. */
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends PromiseLike<Result> {
    /** Every response, with its latency in (fractional) milliseconds. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
