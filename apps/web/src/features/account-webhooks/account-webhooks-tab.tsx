import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountWebhooksQuery } from './api.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { OrganisationLink } from './organisation-link.tsx';
import { UpdateWebhooksForm } from './update-webhooks-form.tsx';
import { WebhookInfo } from './webhook-info.tsx';
import { WebhookTable } from './webhook-table.tsx';

const accountWebhooksRoute = getRouteApi('/console/accounts/$accountId/settings/account-webhooks');

/** settings/account-webhooks (SPEC §2): the support and maintenance webhooks, and what was sent to them. */
export function AccountWebhooksTab() {
  const { accountId } = accountWebhooksRoute.useParams();
  const { webhooks } = useSuspenseQuery(accountWebhooksQuery(accountId)).data;
  return (
    <Stack gap="lg">
      <Title order={2}>Account Webhooks</Title>
      <WebhookInfo />
      <OrganisationLink accountId={accountId} />
      <WebhookTable accountId={accountId} webhooks={webhooks} />
      <UpdateWebhooksForm accountId={accountId} webhooks={webhooks} />
      <DeliveryLog accountId={accountId} />
    </Stack>
  );
}
