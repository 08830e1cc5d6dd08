import { LIMITS } from '@datadeck/contracts';
import { CHANNEL_KEYS, sampleNode, type NodeSample, type ReadableNode } from './metrics.ts';
import { SampleRing } from './sample-ring.ts';

/** A node the sampler reads: its id (the console's node id) and where its readings are. */
export interface SampledNode extends ReadableNode {
  id: string;
}

export interface SamplerOptions {
  /** Time between two samples of a node; the console's resolution (20 s) by default. */
  stepMs?: number;
  /** How far back a node's samples go; 24 hours by default. */
  retentionMs?: number;
  /** The console's clock (ms since the epoch): samples are stamped with it, so ranges match. */
  now?: () => number;
  /** Reads one node (the engine's agent by default; tests of the ring give recorded answers). */
  read?: (node: SampledNode, options: { timeoutMs: number; signal: AbortSignal }) => Promise<NodeSample>;
}

const DEFAULT_RETENTION_MS = 24 * 3_600_000;
/** A node's agent answers in milliseconds; a read that takes longer is dropped, not waited for. */
const MAX_READ_MS = 5_000;

interface Tracked {
  node: SampledNode;
  ring: SampleRing;
  timer: NodeJS.Timeout | undefined;
  reading: AbortController | undefined;
  /** Why the last read gave no sample, or null if it did. */
  lastError: string | null;
}

export type KafkaSampler = ReturnType<typeof kafkaSampler>;

/**
 * Samples every tracked node once per step by the console's clock, into a ring of its own. Memory per node is fixed
 * at track(): (retention / step) rows of (1 + CHANNEL_KEYS.length) doubles, with 21 channels
 * 4,320 × 22 × 8 bytes ≈ 743 KiB at the defaults (24 h at 20 s); `bytesPerNode` says it exactly.
 */
export function kafkaSampler(options: SamplerOptions = {}) {
  const stepMs = options.stepMs ?? LIMITS.monitoringResolutionMs;
  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
  const now = options.now ?? Date.now;
  const read = options.read ?? sampleNode;
  const capacity = Math.max(1, Math.ceil(retentionMs / stepMs));
  const readTimeoutMs = Math.min(MAX_READ_MS, stepMs / 2);
  const tracked = new Map<string, Tracked>();

  /**
   * The next sample is taken half-way through a step: a timer a little early or late still
   * leaves it inside that step, so every point of the console's has exactly one.
   */
  function schedule(entry: Tracked): void {
    const at = now();
    let next = Math.floor(at / stepMs) * stepMs + stepMs / 2;
    if (next <= at) next += stepMs;
    entry.timer = setTimeout(() => void sample(entry), next - at);
    // Sampling never keeps the process alive on its own.
    entry.timer.unref();
  }

  async function sample(entry: Tracked): Promise<void> {
    entry.timer = undefined;
    const reading = new AbortController();
    entry.reading = reading;
    // Stamped when asked: the reading is of this instant, however long the answer takes.
    const at = now();
    let result: NodeSample;
    try {
      result = await read(entry.node, { timeoutMs: readTimeoutMs, signal: reading.signal });
    } catch (error) {
      // Sampling goes on whatever one read does.
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (reading.signal.aborted || tracked.get(entry.node.id) !== entry) return;
    entry.reading = undefined;
    if (result.ok) {
      entry.ring.push(at, result.values);
      entry.lastError = null;
    } else {
      entry.lastError = result.message;
    }
    schedule(entry);
  }

  function stopEntry(entry: Tracked): void {
    clearTimeout(entry.timer);
    entry.reading?.abort();
  }

  return {
    stepMs,
    /** Bytes of one node's samples, fixed from track() on. */
    bytesPerNode: capacity * (CHANNEL_KEYS.length + 1) * Float64Array.BYTES_PER_ELEMENT,

    /**
     * Starts sampling a node, or points an already tracked one at its new agent port or data
     * directory (a restarted node keeps its samples).
     */
    track(node: SampledNode): void {
      const existing = tracked.get(node.id);
      if (existing) {
        existing.node = node;
        return;
      }
      const entry: Tracked = {
        node,
        ring: new SampleRing(capacity, CHANNEL_KEYS.length),
        timer: undefined,
        reading: undefined,
        lastError: null,
      };
      tracked.set(node.id, entry);
      schedule(entry);
    },

    /** Stops sampling a node and forgets its samples. */
    untrack(nodeId: string): void {
      const entry = tracked.get(nodeId);
      if (!entry) return;
      stopEntry(entry);
      tracked.delete(nodeId);
    },

    /** Stops every node's sampling (the server's shutdown). */
    stop(): void {
      for (const entry of tracked.values()) stopEntry(entry);
      tracked.clear();
    },

    /** A tracked node's samples, or undefined if it is not tracked. */
    ring(nodeId: string): SampleRing | undefined {
      return tracked.get(nodeId)?.ring;
    },

    /** Why a tracked node's last read gave no sample (null when it did, or it is not tracked). */
    lastError(nodeId: string): string | null {
      return tracked.get(nodeId)?.lastError ?? null;
    },
  };
}
