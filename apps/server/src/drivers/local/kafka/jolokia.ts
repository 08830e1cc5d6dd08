/**
 * A small client of the Jolokia JVM agent each local engine node runs (JMX over HTTP): one POST
 * of several reads to `http://127.0.0.1:<port>/jolokia/`, one answer per read in the same order.
 * A read that names an MBean the JVM does not have fails on its own (Jolokia answers 404 in that
 * entry, 200 for the whole request), so a metric a node does not register never hides the
 * others; only a node that does not answer at all fails the whole read.
 */

/** One MBean's attributes. Always asked as a list, so Jolokia answers an object keyed by name. */
export interface JolokiaRead {
  mbean: string;
  attributes: readonly string[];
}

export type JolokiaResult =
  /** The attributes' values by name, as the agent serialised them (numbers, strings, objects). */
  | { status: 'ok'; values: Readonly<Record<string, unknown>> }
  /** The JVM has no such MBean or attribute (not registered on this node, or not yet). */
  | { status: 'missing'; message: string }
  /** Anything else Jolokia answered for this read (a failing getter, a refused read). */
  | { status: 'error'; message: string };

export type JolokiaAnswer =
  | { ok: true; results: JolokiaResult[] }
  /** The node did not answer: not listening, too slow, or not a Jolokia agent. */
  | { ok: false; message: string };

export interface JolokiaOptions {
  /** Longest wait for the whole answer (a node's agent answers in milliseconds when it is up). */
  timeoutMs?: number;
  /** Aborts the read (the sampler stops a node's sampling). */
  signal?: AbortSignal;
  /** Defaults to the loopback address every node's agent binds. */
  host?: string;
}

const DEFAULT_TIMEOUT_MS = 5_000;

export const jolokiaUrl = (port: number, host = '127.0.0.1'): string => `http://${host}:${port}/jolokia/`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry of Jolokia's answer as a result; 404 is its status for an unknown MBean or attribute. */
function resultOf(entry: unknown): JolokiaResult {
  if (!isRecord(entry)) return { status: 'error', message: 'Jolokia answered an entry that is not an object' };
  const status = entry.status;
  const message = typeof entry.error === 'string' ? entry.error : `Jolokia status ${String(status)}`;
  if (status === 404) return { status: 'missing', message };
  if (status !== 200) return { status: 'error', message };
  if (!isRecord(entry.value)) return { status: 'error', message: 'Jolokia answered a value that is not an object' };
  return { status: 'ok', values: entry.value };
}

/** Reads every MBean's attributes from one node's agent in one request. */
export async function jolokiaRead(
  port: number,
  reads: readonly JolokiaRead[],
  options: JolokiaOptions = {},
): Promise<JolokiaAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const body = reads.map((r) => ({ type: 'read', mbean: r.mbean, attribute: [...r.attributes] }));
  let answer: unknown;
  try {
    const response = await fetch(jolokiaUrl(port, options.host), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) return { ok: false, message: `Jolokia answered HTTP ${response.status}` };
    answer = await response.json();
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // A request Jolokia could not parse is answered with one error object, not a list.
  if (!Array.isArray(answer)) {
    const message = isRecord(answer) && typeof answer.error === 'string' ? answer.error : 'not a list';
    return { ok: false, message: `Jolokia refused the read: ${message}` };
  }
  if (answer.length !== reads.length) {
    return { ok: false, message: `Jolokia answered ${answer.length} entries for ${reads.length} reads` };
  }
  return { ok: true, results: answer.map(resultOf) };
}
