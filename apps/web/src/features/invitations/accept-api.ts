import type { AcceptAsNewUserBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { sessionKeys } from '../../shared/api/query-keys.ts';
import { startSession } from '../../shared/auth/session.ts';

/** What an invitation link's page shows; a read, although POSTed (the token stays out of URLs and logs). */
export const invitationLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation-link', token] as const,
    queryFn: ({ signal }) => apiRequest(api.invitations.lookup, { body: { token }, signal }),
    staleTime: 0,
  });

/** A new person accepts: the answer is their session, as after sign-in. */
export function useAcceptAsNewUser() {
  return useMutation({
    mutationFn: (body: AcceptAsNewUserBody) => apiRequest(api.invitations.acceptAsNewUser, { body }),
    onSuccess: startSession,
  });
}

/** The signed-in user accepts; their session is read again, as it now lists the account. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest(api.invitations.accept, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
}
