import type { MonitoringRange } from '@datadeck/contracts';
import { SegmentedControl } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { RANGE_OPTIONS } from './time-range.ts';

type RangeControlProps = { value: MonitoringRange; onChange: (range: MonitoringRange) => void };

const isRange = (value: string): value is MonitoringRange => RANGE_OPTIONS.some((o) => o.value === value);

/** How far back the charts look: a radio group, so arrow keys move between ranges. */
export function RangeControl({ value, onChange }: RangeControlProps) {
  return (
    <SegmentedControl
      aria-label="Time range"
      data={RANGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={(next) => {
        if (isRange(next)) onChange(next);
      }}
    />
  );
}
