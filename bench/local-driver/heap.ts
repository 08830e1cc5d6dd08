/**
 * The console's JavaScript heap through its inspector (the console runs with
 * `--inspect=127.0.0.1:0`): a full garbage collection, then the heap's used size. RSS alone cannot
 * tell memory the console keeps from garbage not yet collected, or from pages V8 has not given
 * back; the heap used after a collection is what it keeps.
 */
export interface Inspector {
  /** Collects garbage, then reads the heap's used and reserved size, in MiB. */
  heapAfterGc(): Promise<{ usedMiB: number; totalMiB: number }>;
  close(): void;
}

/** The `ws://…` address the inspector prints ("Debugger listening on ws://…"), from the process's output. */
export const inspectorUrlIn = (output: string): string | null =>
  /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? null;

interface Reply {
  id?: number;
  result?: { usedSize?: number; totalSize?: number };
  error?: { message: string };
}

const mib = (bytes: number | undefined) => (bytes ?? Number.NaN) / 1_048_576;

export async function connectInspector(url: string): Promise<Inspector> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`the console's inspector at ${url} refused`)), {
      once: true,
    });
  });
  let lastId = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  });
  const send = (method: string) =>
    new Promise<Reply>((resolve, reject) => {
      lastId += 1;
      const id = lastId;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the inspector in 30 s`)), 30_000);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply);
      });
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async heapAfterGc() {
      await send('HeapProfiler.collectGarbage');
      const { result } = await send('Runtime.getHeapUsage');
      return { usedMiB: mib(result?.usedSize), totalMiB: mib(result?.totalSize) };
    },
    close: () => socket.close(),
  };
}
