import type { BillingDetails, BillingPaymentInput, BillingUpdateInput } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys } from '../../shared/api/query-keys.ts';

/** The account's billing: its details, this month's charges, its invoices. */
export const billingKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'billing'] as const,
  details: (accountId: string) => [...billingKeys.all(accountId), 'details'] as const,
  charges: (accountId: string) => [...billingKeys.all(accountId), 'charges'] as const,
  invoices: (accountId: string) => [...billingKeys.all(accountId), 'invoices'] as const,
};

export const billingQuery = (accountId: string) =>
  queryOptions({
    queryKey: billingKeys.details(accountId),
    queryFn: ({ signal }) => apiRequest(api.billing.get, { params: { accountId }, signal }),
  });

/** This month's estimate (no month: the current one). */
export const chargesQuery = (accountId: string) =>
  queryOptions({
    queryKey: billingKeys.charges(accountId),
    queryFn: ({ signal }) => apiRequest(api.billing.charges, { params: { accountId }, query: {}, signal }),
  });

export const invoicesQuery = (accountId: string) =>
  queryOptions({
    queryKey: billingKeys.invoices(accountId),
    queryFn: ({ signal }) => apiRequest(api.billing.invoices, { params: { accountId }, signal }),
  });

/**
 * Every answer carries the billing as it now is: the tab shows it at once. The free trial says
 * whether the account has billing details (the landing page's banner), so it is read again.
 */
export function storeBilling(queryClient: QueryClient, accountId: string, billing: BillingDetails): void {
  queryClient.setQueryData(billingKeys.details(accountId), billing);
  void queryClient.invalidateQueries({ queryKey: accountKeys.freeTrial(accountId) });
}

/** The contact and address without a card (no provider, a mode that takes no card, or the saved card kept). */
export function useUpdateBilling(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingUpdateInput) => apiRequest(api.billing.update, { params: { accountId }, body }),
    onSuccess: (result) => storeBilling(queryClient, accountId, result.billing),
  });
}

export const sendPayment = (accountId: string, body: BillingPaymentInput) =>
  apiRequest(api.billing.payment, { params: { accountId }, body });

export const sendResult = (accountId: string, body: { redirectResult: string } | { threeDSResult: string }) =>
  apiRequest(api.billing.result, { params: { accountId }, body });
