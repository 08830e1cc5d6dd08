/**
 * `?name=value&…` from the set values of a record (strings, numbers, booleans), or '' when
 * none is set: an empty search or an unset page leaves no trace in the URL.
 */
export function searchString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') {
      params.set(name, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
