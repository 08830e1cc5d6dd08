/**
 * Time comes from a Clock so every rule with a duration (sessions, trials, expiries) can be
 * tested by moving time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  set(at: Date | string): void {
    this.#now = new Date(at).getTime();
  }
}
