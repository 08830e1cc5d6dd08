import type { MetricUnit } from '@datadeck/contracts';

/**
 * Metric values as text, per unit. The units are the contract's (Instaclustr's UCUM-style `1`,
 * `us`, `1/s`…), written here in symbols people read: µs, /s, %, bytes (a caption's words are
 * the contracts' metricCaption). The tooltip and
 * the data table give the full value with its unit; the axis gives a compact number, since the
 * chart's caption already names the unit.
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

export function formatValue(value: number, unit: MetricUnit): string {
  switch (unit) {
    case '%':
      return `${plain.format(value)}%`;
    case 'us':
      return `${plain.format(value)} µs`;
    case '1/s':
      return `${plain.format(value)}/s`;
    case 'By/s':
      return `${bytes(value)}/s`;
    case '1':
      return plain.format(value);
  }
}

export function formatAxisValue(value: number, unit: MetricUnit): string {
  if (unit === '%') return `${compact.format(value)}%`;
  if (unit === 'By/s') return bytes(value);
  return compact.format(value);
}
