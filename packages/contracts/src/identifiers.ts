/**
 * A UUID as `z.uuid()` takes one (RFC 9562 versions 1–8, the nil and the max UUID). Written here
 * without zod, since the console's route table checks path ids with it on its first load, where
 * zod must not come (not even zod's core regexes, which share a chunk with zod classic);
 * identifiers.test.ts holds it to zod's own pattern.
 */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
