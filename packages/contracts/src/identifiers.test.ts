import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid, UUID_PATTERN } from './identifiers.ts';

describe('UUID_PATTERN', () => {
  it("is zod's own UUID pattern, so the console's route checks and the API agree", () => {
    expect(UUID_PATTERN.source).toBe(z.regexes.uuid().source);
    const samples = ['3f0e8f0a-5b7c-4d2e-9a1b-2c3d4e5f6a7b', '00000000-0000-0000-0000-000000000000', 'nope', ''];
    expect(samples.map(isUuid)).toEqual(samples.map((s) => z.uuid().safeParse(s).success));
  });
});
