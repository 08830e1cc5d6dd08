/** What a redacted value reads as in the log, as pino's redaction writes it. */
export const REDACTED = '[redacted]';

/** A query parameter's name as a server reads it: percent-decoded, `+` a space; as written if undecodable. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * `url` (a request's path and query) with the value of every query parameter named in `names`
 * replaced by REDACTED. Names are compared without regard to case or percent-encoding, so
 * `?Token=` and `?%74oken=` are redacted as `?token=` is; everything else stays as sent, byte for
 * byte, so the log still shows what was asked for.
 */
export function redactQueryParams(url: string, names: ReadonlySet<string>): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1 || names.size === 0) return url;
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      const name = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
      return names.has(decodedName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryAt)}?${pairs.join('&')}`;
}

/** The set redactQueryParams compares with: each name lower-cased. */
export const credentialNames = (names: readonly string[]): ReadonlySet<string> =>
  new Set(names.map((name) => name.toLowerCase()));
