import type { Me } from '@datadeck/contracts';
import { api } from '../api/api-routes.ts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { sessionKeys } from '../api/query-keys.ts';

/**
 * The session now acts as another user (impersonation started or stopped). The answer of that
 * call is the new user, so it becomes `me` at once; everything else was read as the previous
 * user and is read again (`me` itself is left out: re-reading it would only repeat the answer).
 */
export function switchUser(user: Me): void {
  queryClient.setQueryData(sessionKeys.me(), user);
  readAgainAsNewUser();
}

/** Everything but the session's own queries, read again as the user the session now acts as. */
function readAgainAsNewUser(): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
}

/** DELETE /v1/staff/impersonation: the session is the staff user's again, on the staff page. */
export function useStopImpersonation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest(api.staff.stopImpersonation),
    onSuccess: async (staffUser) => {
      // The staff user first, so the staff page's access rule lets them in; then leave the
      // impersonated user's page before anything is read again: the staff user is usually not
      // linked to that account, and its page would flash "Account not found".
      queryClient.setQueryData(sessionKeys.me(), staffUser);
      await navigate({ to: '/staff' });
      readAgainAsNewUser();
    },
  });
}
