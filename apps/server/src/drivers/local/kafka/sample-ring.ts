import type { Aggregate } from './metrics.ts';

/** The points a range asks for: one at each multiple of the step in it, none before `sinceMs`. */
export interface PointsQuery {
  fromMs: number;
  toMs: number;
  stepMs: number;
  /** When the node started serving: samples before it do not count. */
  sinceMs: number;
}

export interface Point {
  timeMs: number;
  value: number;
}

/** A column of the ring and how the samples within one step make a point of it. */
export interface ColumnQuery {
  column: number;
  aggregate: Aggregate;
}

/**
 * A node's samples, oldest overwritten first: `capacity` rows of a time and `width` numbers, in
 * two typed arrays allocated once, so a node's memory is fixed from its first sample to its last
 * (capacity × (width + 1) × 8 bytes). NaN is "no reading" in a row.
 */
export class SampleRing {
  readonly #times: Float64Array;
  readonly #values: Float64Array;
  readonly #width: number;
  /** Index of the oldest row. */
  #start = 0;
  #size = 0;
  /** Rows ever written: changes exactly when the ring's content does. */
  written = 0;

  constructor(capacity: number, width: number) {
    this.#times = new Float64Array(capacity);
    this.#values = new Float64Array(capacity * width);
    this.#width = width;
  }

  get capacity(): number {
    return this.#times.length;
  }

  get size(): number {
    return this.#size;
  }

  /** Bytes this ring holds, whatever its fill. */
  get bytes(): number {
    return this.#times.byteLength + this.#values.byteLength;
  }

  /** The i-th row from the oldest. */
  #slot(i: number): number {
    return (this.#start + i) % this.capacity;
  }

  #time(i: number): number {
    return this.#times[this.#slot(i)] ?? Number.NaN;
  }

  /**
   * Adds a row. One not after the newest is dropped: rows stay in time order, which the range
   * reads rely on (a clock set back would otherwise put later samples before earlier ones).
   */
  push(timeMs: number, values: Float64Array): boolean {
    if (values.length !== this.#width) throw new Error(`A sample has ${this.#width} values, not ${values.length}`);
    if (this.#size > 0 && timeMs <= this.#time(this.#size - 1)) return false;
    let slot: number;
    if (this.#size < this.capacity) {
      slot = this.#slot(this.#size);
      this.#size++;
    } else {
      slot = this.#start;
      this.#start = (this.#start + 1) % this.capacity;
    }
    this.#times[slot] = timeMs;
    this.#values.set(values, slot * this.#width);
    this.written++;
    return true;
  }

  /** The first row later than `timeMs`. */
  #firstAfter(timeMs: number): number {
    let low = 0;
    let high = this.#size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#time(mid) <= timeMs) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Points of each column over a range: the point at t (a multiple of the step) is made of the
   * rows in (t − step, t]; a point whose rows have no reading in that column is left out.
   */
  points(query: PointsQuery, columns: readonly ColumnQuery[]): Point[][] {
    const { stepMs } = query;
    const firstIndex = Math.floor(query.fromMs / stepMs) + 1;
    const lastIndex = Math.floor(query.toMs / stepMs);
    const out: Point[][] = columns.map(() => []);
    if (lastIndex < firstIndex) return out;
    const fromRow = this.#firstAfter((firstIndex - 1) * stepMs);

    const sums = new Float64Array(columns.length);
    const counts = new Int32Array(columns.length);
    let bucket = -1;
    const flush = () => {
      columns.forEach((c, k) => {
        if ((counts[k] ?? 0) === 0) return;
        const value = c.aggregate === 'mean' ? (sums[k] ?? 0) / (counts[k] ?? 1) : (sums[k] ?? 0);
        out[k]?.push({ timeMs: bucket * stepMs, value });
      });
      sums.fill(0);
      counts.fill(0);
    };

    for (let i = fromRow; i < this.#size; i++) {
      const time = this.#time(i);
      if (time < query.sinceMs) continue;
      const index = Math.ceil(time / stepMs);
      if (index > lastIndex) break;
      if (index !== bucket) {
        if (bucket >= 0) flush();
        bucket = index;
      }
      const row = this.#slot(i) * this.#width;
      columns.forEach((c, k) => {
        const value = this.#values[row + c.column] ?? Number.NaN;
        if (Number.isNaN(value)) return;
        const seen = counts[k] ?? 0;
        const held = sums[k] ?? 0;
        if (seen === 0 || c.aggregate === 'last') sums[k] = value;
        else sums[k] = c.aggregate === 'mean' ? held + value : Math.max(held, value);
        counts[k] = seen + 1;
      });
    }
    if (bucket >= 0) flush();
    return out;
  }
}
