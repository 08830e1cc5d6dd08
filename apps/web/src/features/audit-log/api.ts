import { api } from '../../shared/api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { auditLogKeys } from '../../shared/api/query-keys.ts';

/** One page of the account's audit log, newest first. */
export const auditLogQuery = (accountId: string, page: number) =>
  queryOptions({
    queryKey: auditLogKeys.page(accountId, page),
    queryFn: ({ signal }) => apiRequest(api.audit.list, { params: { accountId }, query: { page }, signal }),
  });
