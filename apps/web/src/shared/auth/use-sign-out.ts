import { api } from '../api/api-routes.ts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '../api/client.ts';
import { endSession } from './session.ts';

/** POST /v1/auth/logout, then the sign-in page, whatever the server said: the user asked to leave. */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest(api.auth.logout),
    onSettled: async () => {
      // Leave the signed-in screens first, so none of them refetches the ended session.
      await navigate({ to: '/sign-in' });
      endSession();
    },
  });
}
