import { TIME, type FreeTrial } from '@datadeck/contracts';

export interface TrialState {
  hasBillingDetails: boolean;
  /** When the account's first cluster started the trial; null until then. */
  freeTrialStartedAt: Date | null;
}

/**
 * Free trial details (SPEC §1, §3, §4): NOT_STARTED until the first cluster, with the full
 * length to come; then STARTED, counting down whole days (a part day counts as a day left).
 */
export function freeTrialDetails(state: TrialState, now: Date, trialDays: number): FreeTrial {
  if (state.freeTrialStartedAt === null) {
    return { status: 'NOT_STARTED', hasBillingDetails: state.hasBillingDetails, daysRemaining: trialDays };
  }
  const endsAt = state.freeTrialStartedAt.getTime() + trialDays * TIME.DAY_MS;
  const daysRemaining = Math.max(0, Math.ceil((endsAt - now.getTime()) / TIME.DAY_MS));
  return { status: 'STARTED', hasBillingDetails: state.hasBillingDetails, daysRemaining };
}
