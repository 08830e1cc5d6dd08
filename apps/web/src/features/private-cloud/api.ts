import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { privateCloudKeys } from '../../shared/api/query-keys.ts';

export const privateCloudImagesQuery = (accountId: string) =>
  queryOptions({
    queryKey: privateCloudKeys.images(accountId),
    queryFn: ({ signal }) => apiRequest(api.privateCloud.list, { params: { accountId }, signal }),
  });

/** A fresh signed link to an image (it expires after 15 minutes, so it is never cached). */
export function useDownloadLink(accountId: string) {
  return useMutation({
    mutationFn: (id: string) => apiRequest(api.privateCloud.downloadLink, { params: { accountId, id } }),
  });
}
