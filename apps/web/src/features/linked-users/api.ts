import { LINKED_USERS_MESSAGES, type Role, ROLE_LABELS } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys, sessionKeys } from '../../shared/api/query-keys.ts';
import { showFailure, showSuccess } from './toasts.ts';

/** The account's linked users with the facts of the owner rules (one resource). */
export const linkedUserKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'linked-users'] as const,
};

export const linkedUsersQuery = (accountId: string) =>
  queryOptions({
    queryKey: linkedUserKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.linkedUsers.list, { params: { accountId }, signal }),
  });

/**
 * After a change the list is read again (owner counts move), and so are the caller's own session
 * and account: a user who demoted or unlinked themselves sees their new access at once, the
 * route's access rules included (the router runs them again).
 */
function useAfterChange(accountId: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: linkedUserKeys.list(accountId) }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
      queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId), exact: true }),
    ]);
    await router.invalidate();
  };
}

export function useChangeRole(accountId: string) {
  const afterChange = useAfterChange(accountId);
  return useMutation({
    mutationFn: ({ username, profile }: { username: string; profile: Role }) =>
      apiRequest(api.linkedUsers.changeRole, { params: { accountId, username }, body: { profile } }),
    // Toasts here rather than in the dialog: a user who demoted themselves may lose the page.
    onSuccess: ({ userSummary, profile }) => {
      showSuccess(LINKED_USERS_MESSAGES.roleChanged(userSummary.username, ROLE_LABELS[profile]));
      return afterChange();
    },
    onError: (error) => showFailure('The role could not be changed', error),
  });
}

export function useUnlink(accountId: string) {
  const afterChange = useAfterChange(accountId);
  return useMutation({
    mutationFn: (username: string) => apiRequest(api.linkedUsers.unlink, { params: { accountId, username } }),
    onSuccess: (_, username) => {
      showSuccess(LINKED_USERS_MESSAGES.unlinked(username));
      return afterChange();
    },
    onError: (error) => showFailure('The user could not be unlinked', error),
  });
}
