import {
  LIMITS,
  type UpdateAccountWebhooksBody,
  type WebhookDeliveryStatus,
  type WebhookType,
} from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountAdminKeys } from '../../shared/api/query-keys.ts';

/** Statuses a delivery leaves by itself: the log is polled while any line has one. */
const IN_FLIGHT: readonly WebhookDeliveryStatus[] = ['PENDING', 'RETRYING'];

export const accountWebhooksQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountAdminKeys.webhooks(accountId),
    queryFn: ({ signal }) => apiRequest(api.accountWebhooks.get, { params: { accountId }, signal }),
  });

/**
 * The latest deliveries. Polled (a background read, by the shared timers) while one is pending or
 * retrying, so the user sees it arrive or fail without reloading.
 */
export const webhookDeliveriesQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountAdminKeys.webhookDeliveries(accountId),
    queryFn: ({ signal }) => apiRequest(api.accountWebhooks.deliveries, { params: { accountId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => IN_FLIGHT.includes(delivery.status)) === true
        ? LIMITS.webhookDeliveriesPollMs
        : false,
  });

/**
 * Sets both webhooks. The answer holds the webhooks, cached as the list, and the new secrets,
 * which are returned to the caller only: a secret is shown once and never cached.
 */
export function useUpdateAccountWebhooks(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountWebhooksBody) =>
      apiRequest(api.accountWebhooks.update, { params: { accountId }, body }),
    onSuccess: ({ webhooks }) => {
      queryClient.setQueryData(accountAdminKeys.webhooks(accountId), { webhooks });
      // The preferences list the webhooks one may choose.
      return queryClient.invalidateQueries({ queryKey: accountAdminKeys.notificationPreferences(accountId) });
    },
  });
}

export function useDeleteAccountWebhook(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: WebhookType) => apiRequest(api.accountWebhooks.delete, { params: { accountId, type } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountAdminKeys.webhooks(accountId), exact: true }),
        queryClient.invalidateQueries({ queryKey: accountAdminKeys.notificationPreferences(accountId) }),
      ]),
  });
}

/** Send Test Message: one attempt now; the log is read again to show it. */
export function useTestAccountWebhook(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: WebhookType) => apiRequest(api.accountWebhooks.test, { params: { accountId, type } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountAdminKeys.webhookDeliveries(accountId) }),
  });
}
