import { isZiaGatewayChanging, LIMITS, type CreateZiaGatewayBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { ziaGatewayKeys } from '../../shared/api/query-keys.ts';

/**
 * The account's gateways. Polled every 5 s (SPEC §9) while any is provisioning or terminating: a
 * background read by the shared timers, so the open tab alone does not keep a session alive.
 */
export const ziaGatewaysQuery = (accountId: string) =>
  queryOptions({
    queryKey: ziaGatewayKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.ziaGateways.list, { params: { accountId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.gateways.some((gateway) => isZiaGatewayChanging(gateway.status)) === true
        ? LIMITS.ziaGatewaysPollMs
        : false,
  });

export function useCreateZiaGateway(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateZiaGatewayBody) => apiRequest(api.ziaGateways.add, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ziaGatewayKeys.list(accountId) }),
  });
}

export function useTerminateZiaGateway(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gatewayId: string) => apiRequest(api.ziaGateways.delete, { params: { accountId, gatewayId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ziaGatewayKeys.list(accountId) }),
  });
}
