import { createHash, randomBytes } from 'node:crypto';

/**
 * Kafka's Uuid as its tools write it (`kafka-storage random-uuid`): 16 bytes in base64url without
 * padding. Used for the cluster id (`format -t`) and the controllers' directory ids
 * (`--initial-controllers`), made here rather than by a JVM start per id.
 */
export function randomKafkaUuid(): string {
  return firstUsable(() => randomBytes(16));
}

/**
 * The same id every time for the same seed (e.g. `directory:<node id>`): nothing to store, so a
 * console that crashes between formatting two controllers formats the second with the same
 * list as the first.
 */
export function kafkaUuidFor(seed: string): string {
  return firstUsable((attempt) => createHash('sha256').update(`${attempt}:${seed}`).digest().subarray(0, 16));
}

/**
 * The first candidate Kafka would accept, as Kafka's own Uuid.randomUuid does: not one it reserves
 * (the zero id, the metadata topic's id 1, and the directory ids below 100: all have their first 8
 * bytes zero), and not one starting with `-`, which its command line would take for an option.
 */
function firstUsable(candidate: (attempt: number) => Buffer): string {
  for (let attempt = 0; ; attempt += 1) {
    const bytes = candidate(attempt);
    const text = bytes.toString('base64url');
    if (!text.startsWith('-') && bytes.readBigUInt64BE(0) !== 0n) return text;
  }
}
