/** A connection error's code: Node's (ECONNREFUSED, …), PostgreSQL's SQLSTATE, or an aggregate's first. */
function codeOf(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  const { code } = err as Error & { code?: unknown };
  if (typeof code === 'string') return code;
  return err instanceof AggregateError ? codeOf((err.errors as unknown[])[0]) : undefined;
}

/**
 * Why PostgreSQL at `url` could not be reached, in the operator's words: the host (unknown,
 * unreachable, refusing), the credentials, or the database. Names the host, port, user and
 * database, never the password.
 */
export function connectionFailure(err: unknown, url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const host = parsed?.hostname || 'localhost';
  const where = `${host}:${parsed?.port || '5432'}`;
  const user = decodeURIComponent(parsed?.username ?? '') || 'the default user';
  const database = decodeURIComponent(parsed?.pathname.slice(1) ?? '') || 'the default database';
  const message = err instanceof Error ? err.message : String(err);
  switch (codeOf(err)) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host unreachable: the host name ${host} is not known`;
    case 'ECONNREFUSED':
      return `host unreachable: nothing accepts connections at ${where} (is PostgreSQL running there?)`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `host unreachable: ${where} cannot be reached`;
    case '28P01':
    case '28000':
      return `authentication failed for user ${user} at ${where}: ${message}`;
    case '3D000':
      return `database missing: ${database} does not exist at ${where}`;
    default:
      // node-postgres refuses, before sending anything, to answer a password challenge (SCRAM)
      // for a URL without a password: the server wants one, which is the credentials' fault.
      if (/SASL|client password must be a string/i.test(message)) {
        return `authentication failed for user ${user} at ${where}: the server asks for a password and DATABASE_URL gives none`;
      }
      return /timeout/i.test(message)
        ? `host unreachable: ${where} did not answer in time`
        : `cannot connect to ${where}: ${message}`;
  }
}
