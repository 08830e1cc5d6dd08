import { api, type LoginBody } from '@datadeck/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { startSession } from '../../shared/auth/session.ts';

/** POST /v1/auth/login; the answer is the session (Me), cached for the console and its CSRF token. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(api.auth.login, { body }),
    onSuccess: startSession,
  });
}
