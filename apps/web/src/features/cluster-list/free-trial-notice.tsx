import { FREE_TRIAL_MESSAGES, type FreeTrial } from '@datadeck/contracts';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { freeTrialQuery } from '../../shared/account/free-trial-query.ts';

/** SPEC §1: the trial matters only to accounts without billing details. */
export function freeTrialText(trial: FreeTrial): string | null {
  if (trial.hasBillingDetails) return null;
  return trial.status === 'NOT_STARTED'
    ? FREE_TRIAL_MESSAGES.notStarted(trial.daysRemaining)
    : FREE_TRIAL_MESSAGES.daysRemaining(trial.daysRemaining);
}

export function FreeTrialNotice({ accountId }: { accountId: string }) {
  const { data } = useQuery(freeTrialQuery(accountId));
  const text = data ? freeTrialText(data) : null;
  if (text === null) return null;
  return (
    <Alert color="blue" icon={<InfoIcon />} role="note">
      {text}
    </Alert>
  );
}
