import { describe, expect, it } from 'vitest';
import { kafkaUuidFor, randomKafkaUuid } from './kafka-uuid.ts';

/** What Kafka's Uuid.fromString accepts: 16 bytes of base64url, unpadded (22 characters). */
const KAFKA_UUID = /^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/;

describe('Kafka ids', () => {
  it('makes random ids in Kafka’s form, never starting with - (an option to its tools)', () => {
    const ids = Array.from({ length: 2_000 }, randomKafkaUuid);
    for (const id of ids) {
      expect(id).toMatch(KAFKA_UUID);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes the same id for the same seed, another for another seed', () => {
    expect(kafkaUuidFor('directory:n1')).toBe(kafkaUuidFor('directory:n1'));
    expect(kafkaUuidFor('directory:n1')).not.toBe(kafkaUuidFor('directory:n2'));
    for (let i = 0; i < 2_000; i += 1) expect(kafkaUuidFor(`seed ${i}`)).toMatch(KAFKA_UUID);
  });
});
