/**
 * The server's own timing of each request, read from its log (LOG_LEVEL=info): Fastify logs
 * "incoming request" with the URL and "request completed" with `responseTime`, the milliseconds
 * from receiving the request to handing the last byte of the answer to the socket.
 */
export function serverTimings() {
  let partial = '';
  let recording = false;
  const urls = new Map<string, string>();
  const times: { url: string; ms: number }[] = [];

  function line(text: string): void {
    if (!text.startsWith('{')) return;
    let entry: { reqId?: unknown; msg?: unknown; req?: { url?: unknown }; responseTime?: unknown };
    try {
      entry = JSON.parse(text) as typeof entry;
    } catch {
      return;
    }
    if (typeof entry.reqId !== 'string') return;
    if (entry.msg === 'incoming request' && typeof entry.req?.url === 'string') {
      urls.set(entry.reqId, entry.req.url);
    } else if (entry.msg === 'request completed' && typeof entry.responseTime === 'number') {
      const url = urls.get(entry.reqId);
      urls.delete(entry.reqId);
      if (recording && url !== undefined) times.push({ url, ms: entry.responseTime });
    }
  }

  return {
    /** Give it everything the server writes (ChildServerOptions.onOutput). */
    onOutput(text: string): void {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const each of lines) line(each);
    },
    /** Starts keeping the times of requests completed from now on (earlier ones are dropped). */
    start(): void {
      times.length = 0;
      recording = true;
    },
    /**
     * The milliseconds of the requests to `path` (query included) since start(), once `expected`
     * of them have been logged (the log arrives through a pipe, a little after the answers) or
     * after 2 s; then stops recording.
     */
    async stop(path: string, expected: number): Promise<number[]> {
      const matching = () => times.filter((t) => t.url === path).map((t) => t.ms);
      const deadline = performance.now() + 2_000;
      while (matching().length < expected && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      recording = false;
      return matching();
    },
  };
}

export type ServerTimings = ReturnType<typeof serverTimings>;
