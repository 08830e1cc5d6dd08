import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { billingQuery } from './api.ts';
import { BillingDetailsSection } from './billing-details.tsx';
import { ChargesSection } from './charges-section.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { useRedirectResult } from './use-redirect-result.ts';

const billingRoute = getRouteApi('/console/accounts/$accountId/settings/billing');

/** settings/billing (SPEC §2): billing mode and details, the card, this month's charges, the invoices. */
export function BillingTab() {
  const { accountId } = billingRoute.useParams();
  const billing = useSuspenseQuery(billingQuery(accountId)).data;
  useRedirectResult(accountId);

  return (
    <Stack gap="xl">
      <Title order={2}>Billing</Title>
      {/* Keyed by account: switching accounts starts from that account's stored billing. */}
      <BillingDetailsSection key={accountId} accountId={accountId} billing={billing} />
      <ChargesSection accountId={accountId} />
      <InvoicesSection accountId={accountId} />
    </Stack>
  );
}
