import { type CreateInvitationBody, INVITATIONS_MESSAGES, type InvitationsView, LIMITS } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys } from '../../shared/api/query-keys.ts';
import { showFailure, showSuccess } from './toasts.ts';

/** The account's open invitations with the SSO services offered (one resource). */
export const invitationKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'invitations'] as const,
};

export const invitationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: invitationKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.invitations.list, { params: { accountId }, signal }),
    // Open invitations are accepted or expire elsewhere: re-read while any is open, so the table
    // follows without a reload. The ticks are background reads (shared/api/background-reads.ts).
    refetchInterval: (query) => ((query.state.data?.invitations.length ?? 0) > 0 ? LIMITS.invitationsPollMs : false),
  });

/** Keeps the list in step with a change the server confirmed, and reads it again. */
function useListUpdate(accountId: string) {
  const queryClient = useQueryClient();
  return async (update: (view: InvitationsView) => InvitationsView) => {
    queryClient.setQueryData<InvitationsView>(invitationKeys.list(accountId), (view) => (view ? update(view) : view));
    await queryClient.invalidateQueries({ queryKey: invitationKeys.list(accountId) });
  };
}

/** Field errors (the duplicate e-mail) are the form's to show; the toast says it failed. */
export function useCreateInvitation(accountId: string) {
  const updateList = useListUpdate(accountId);
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => apiRequest(api.invitations.create, { params: { accountId }, body }),
    onSuccess: (invitation) => {
      showSuccess(INVITATIONS_MESSAGES.created);
      return updateList((view) => ({ ...view, invitations: [...view.invitations, invitation] }));
    },
    onError: (error) => showFailure(INVITATIONS_MESSAGES.createFailed, error),
  });
}

export function useRevokeInvitation(accountId: string) {
  const updateList = useListUpdate(accountId);
  return useMutation({
    mutationFn: (email: string) => apiRequest(api.invitations.revoke, { params: { accountId }, query: { email } }),
    onSuccess: (_, email) => {
      showSuccess(INVITATIONS_MESSAGES.revoked);
      return updateList((view) => ({ ...view, invitations: view.invitations.filter((i) => i.email !== email) }));
    },
    onError: (error) => showFailure(INVITATIONS_MESSAGES.revokeFailed, error),
  });
}
