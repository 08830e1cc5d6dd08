/**
 * The console's date and time (formatDateTime's medium date, short time), in UTC: the SSO pages
 * say "UTC" (SPEC §2 Last Modified UTC) so an owner and support read the same instant.
 */
const utc = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function formatUtc(iso: string): string {
  return utc.format(new Date(iso));
}

/** An instant as text, with its machine-readable value. */
export function UtcTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatUtc(iso)}</time>;
}
