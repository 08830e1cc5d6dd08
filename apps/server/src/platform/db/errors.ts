/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

const codeOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;

/**
 * Whether a database error is a unique-index violation (optionally of one constraint), whether
 * the driver's error arrives as is or wrapped by the ORM as its `cause`.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const candidates = [err, typeof err === 'object' && err !== null && 'cause' in err ? err.cause : undefined];
  return candidates.some(
    (candidate) =>
      codeOf(candidate) === UNIQUE_VIOLATION &&
      (constraint === undefined ||
        (typeof candidate === 'object' &&
          candidate !== null &&
          'constraint' in candidate &&
          candidate.constraint === constraint) ||
        String((candidate as { message?: unknown }).message ?? '').includes(constraint)),
  );
}
