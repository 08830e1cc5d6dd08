import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import { metricsRange } from './range.ts';

const now = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => now.getTime() + offsetMs;

/** The status and errors a range is refused with, if it is. */
function problem(query: Parameters<typeof metricsRange>[0]) {
  try {
    metricsRange(query, now);
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, errors: error.errors } : error;
  }
  return undefined;
}

describe('metricsRange', () => {
  it('defaults to the last hour at 20-second steps', () => {
    expect(metricsRange({}, now)).toEqual({ fromMs: at(-HOUR), toMs: at(0), stepMs: 20_000 });
  });

  it('takes ISO date-times and epoch milliseconds, defaulting the missing end', () => {
    expect(metricsRange({ from: new Date(at(-6 * HOUR)).toISOString() }, now)).toMatchObject({
      fromMs: at(-6 * HOUR),
      toMs: at(0),
    });
    expect(metricsRange({ to: at(-2 * HOUR) }, now)).toMatchObject({ fromMs: at(-3 * HOUR), toMs: at(-2 * HOUR) });
  });

  it('widens the step for long ranges and keeps it when the end is cut at now', () => {
    const week = metricsRange({ from: at(-7 * 24 * HOUR), to: at(0) }, now);
    expect(week.stepMs).toBe(1_680_000);
    const ahead = metricsRange({ from: at(-HOUR), to: at(3 * HOUR) }, now);
    expect(ahead).toEqual({ fromMs: at(-HOUR), toMs: at(0), stepMs: 40_000 });
  });

  it('refuses a defaulted range that is empty or longer than 7 days', () => {
    expect(problem({ from: at(HOUR) })).toEqual({
      status: 400,
      errors: [{ name: 'from', message: '"from" must be before "to"' }],
    });
    expect(problem({ from: at(-8 * 24 * HOUR) })).toEqual({
      status: 400,
      errors: [{ name: 'from', message: 'The range is limited to 7 days' }],
    });
  });
});
