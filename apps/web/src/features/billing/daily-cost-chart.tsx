// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect
import '@mantine/charts/styles.layer.css';
import type { Charges } from '@datadeck/contracts';
import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { formatCents, formatDay } from './money.ts';

type DailyCostChartProps = {
  daily: Charges['daily'];
  label: string;
  /** The height the tab keeps for the chart while it loads. */
  height: number;
};

/**
 * The last 30 days' cost, one bar a day. Apart from the tab: @mantine/charts brings recharts, which
 * the tab's first paint does not wait for. The drawing is one image named by a summary.
 */
export function DailyCostChart({ daily, label, height }: DailyCostChartProps) {
  const rows = useMemo(() => daily.map((day) => ({ day: formatDay(day.date), cost: day.amountCents / 100 })), [daily]);
  return (
    <BarChart
      h={height}
      // No HTML element is an image drawn from other elements; the role makes the SVG one.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label={label}
      data={rows}
      dataKey="day"
      series={[{ name: 'cost', label: 'Cost', color: 'blue.6' }]}
      accessibilityLayer={false}
      valueFormatter={(value) => formatCents(Math.round(value * 100))}
      yAxisProps={{ width: 70 }}
    />
  );
}
