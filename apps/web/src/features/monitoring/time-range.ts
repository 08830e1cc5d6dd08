import { MONITORING_RANGES, type MonitoringRange } from '@datadeck/contracts';

/** The ranges in the order the range control offers them, with their button labels. */
export const RANGE_OPTIONS: readonly { value: MonitoringRange; label: string }[] = [
  { value: '1h', label: '1 h' },
  { value: '6h', label: '6 h' },
  { value: '24h', label: '24 h' },
  { value: '7d', label: '7 d' },
];

/** A period of time in epoch milliseconds. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The range ending now: each refresh asks for a window that has moved on. */
export function rangeWindow(range: MonitoringRange, now = Date.now()): TimeWindow {
  return { from: now - MONITORING_RANGES[range], to: now };
}

const HOUR_MS = 3_600_000;

/**
 * Axis ticks per range. Recharts' own ticks on a number axis are round numbers of milliseconds,
 * which fall on odd clock times; these fall on round local times (every 10 minutes, hour,
 * 4 hours, midnight) so the labels read naturally.
 */
const TICK_STEP: Readonly<Record<MonitoringRange, { stepMs: number; days: number }>> = {
  '1h': { stepMs: 10 * 60_000, days: 0 },
  '6h': { stepMs: HOUR_MS, days: 0 },
  '24h': { stepMs: 4 * HOUR_MS, days: 0 },
  '7d': { stepMs: 0, days: 1 },
};

export function timeTicks(range: MonitoringRange, window: TimeWindow): number[] {
  const { stepMs, days } = TICK_STEP[range];
  const tick = new Date(window.from);
  if (days > 0) {
    // Local midnights; setDate keeps them at midnight across daylight-saving changes.
    tick.setHours(0, 0, 0, 0);
    if (tick.getTime() < window.from) tick.setDate(tick.getDate() + days);
  } else {
    // Round up to the step in local time (the step divides a day, so local clock times repeat).
    const local = new Date(window.from);
    local.setHours(0, 0, 0, 0);
    const sinceMidnight = window.from - local.getTime();
    tick.setTime(local.getTime() + Math.ceil(sinceMidnight / stepMs) * stepMs);
  }
  const ticks: number[] = [];
  while (tick.getTime() <= window.to) {
    ticks.push(tick.getTime());
    if (days > 0) tick.setDate(tick.getDate() + days);
    else tick.setTime(tick.getTime() + stepMs);
  }
  return ticks;
}

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Axis label: clock time within a day, the date over a week. */
export function formatTick(range: MonitoringRange, time: number): string {
  return (range === '7d' ? day : clock).format(time);
}

/** Tooltip and data-table label: the whole date and time, whatever the range. */
export function formatInstant(time: number): string {
  return full.format(time);
}
