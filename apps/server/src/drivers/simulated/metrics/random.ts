/**
 * Stable pseudo-randomness for simulated metrics: every number is a pure function of a seed and
 * a position, so the same node, metric and instant always give the same value, on any server,
 * whatever range was asked for. No state, no Math.random.
 */

/** FNV-1a, 32 bits: the seed of a string such as `<node id>|<metric>`. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A well-mixed 32-bit value of (seed, position): murmur3's finaliser over the pair. */
export function mix(seed: number, position: number): number {
  let h = Math.imul(seed ^ Math.imul(position | 0, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const TWO_POW_32 = 4_294_967_296;

/** Uniform in [0, 1). */
export const uniform = (seed: number, position: number): number => mix(seed, position) / TWO_POW_32;

/** Uniform in [low, high): a per-series constant such as a base level. */
export const between = (seed: number, position: number, low: number, high: number): number =>
  low + (high - low) * uniform(seed, position);

/** Roughly bell-shaped in (-1, 1): the sum of two uniforms, centred. */
export const wobble = (seed: number, position: number): number =>
  uniform(seed, position) + uniform(seed ^ 0x5bd1e995, position) - 1;
