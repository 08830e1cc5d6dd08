import { type CreateClusterInfo, FREE_TRIAL_MESSAGES } from '@datadeck/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { freeTrialQuery } from '../../../shared/account/free-trial-query.ts';
import type { WizardValues } from '../form-values.ts';
import { createClusterRequest, parseRequest } from '../request.ts';
import { EstimateTable } from './estimate-table.tsx';
import { ReviewSummary } from './review-summary.tsx';

function FreeTrialNote({ accountId }: { accountId: string }) {
  const trial = useQuery(freeTrialQuery(accountId));
  if (!trial.data || trial.data.hasBillingDetails || trial.data.status !== 'NOT_STARTED') return null;
  return <Alert color="blue">{FREE_TRIAL_MESSAGES.notStarted(trial.data.daysRemaining)}</Alert>;
}

/** Step 6: what will be created, as the server will receive it, and what it will cost a month. */
export function ReviewStep({ accountId, info }: { accountId: string; info: CreateClusterInfo }) {
  // The review opens only once every step has validated; nothing changes while it shows.
  const parsed = parseRequest(useFormContext<WizardValues>().getValues());
  if (!parsed.success) {
    return <Text>Some settings need attention: go back to the steps marked above.</Text>;
  }
  const request = createClusterRequest(parsed.request);
  return (
    <Stack gap="lg">
      <ReviewSummary request={request} />
      <EstimateTable request={request} gstApplies={info.gstApplies} />
      {info.startsFreeTrial && <FreeTrialNote accountId={accountId} />}
    </Stack>
  );
}
