const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole US cents as dollars: 123456 -> "$1,234.56". */
export const formatCents = (cents: number): string => usd.format(cents / 100);

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A billing month, `2026-11` -> "November 2026". */
export const formatMonth = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

const dayName = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A day of the chart, `2026-11-03` -> "Nov 3". */
export const formatDay = (date: string): string => dayName.format(new Date(`${date}T00:00:00Z`));
