/**
 * Metric values as text, per unit. The tooltip and the data table give the full value with its
 * unit; the axis gives a compact number, since the chart's caption already names the unit.
 */
const plain = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

function bytes(value: number): string {
  let scaled = value;
  let unit = 0;
  while (Math.abs(scaled) >= 1024 && unit < BYTE_UNITS.length - 1) {
    scaled /= 1024;
    unit += 1;
  }
  return `${plain.format(Number(scaled.toFixed(1)))} ${BYTE_UNITS[unit]}`;
}

export function formatValue(value: number, unit: string): string {
  if (unit === 'percentage') return `${plain.format(value)}%`;
  if (unit === 'bytes/s') return `${bytes(value)}/s`;
  return `${plain.format(value)} ${unit}`;
}

export function formatAxisValue(value: number, unit: string): string {
  if (unit === 'percentage') return `${compact.format(value)}%`;
  if (unit === 'bytes/s') return bytes(value);
  return compact.format(value);
}
