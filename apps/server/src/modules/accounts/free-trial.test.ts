import { TIME } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { freeTrialDetails } from './free-trial.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * TIME.DAY_MS);

describe('freeTrialDetails', () => {
  it('has not started before the first cluster, with the whole trial to come', () => {
    expect(freeTrialDetails({ hasBillingDetails: false, freeTrialStartedAt: null }, now, 14)).toEqual({
      status: 'NOT_STARTED',
      hasBillingDetails: false,
      daysRemaining: 14,
    });
  });

  it('counts down whole days once started, a part day counting as a day left', () => {
    expect(freeTrialDetails({ hasBillingDetails: false, freeTrialStartedAt: daysAgo(4) }, now, 14).daysRemaining).toBe(
      10,
    );
    expect(
      freeTrialDetails({ hasBillingDetails: false, freeTrialStartedAt: daysAgo(4.5) }, now, 14).daysRemaining,
    ).toBe(10);
    expect(
      freeTrialDetails({ hasBillingDetails: false, freeTrialStartedAt: daysAgo(13.9) }, now, 14).daysRemaining,
    ).toBe(1);
  });

  it('never goes below zero after the trial ended', () => {
    const trial = freeTrialDetails({ hasBillingDetails: false, freeTrialStartedAt: daysAgo(40) }, now, 14);
    expect(trial).toEqual({ status: 'STARTED', hasBillingDetails: false, daysRemaining: 0 });
  });

  it('reports billing details so the console can leave the trial out', () => {
    expect(
      freeTrialDetails({ hasBillingDetails: true, freeTrialStartedAt: daysAgo(1) }, now, 14).hasBillingDetails,
    ).toBe(true);
  });
});
