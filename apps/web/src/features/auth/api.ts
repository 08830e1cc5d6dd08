import type { expiredPasswordBodySchema, LoginBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/client.ts';
import { startSession } from '../../shared/auth/session.ts';

/** POST /v1/auth/login; the answer is the session (Me), cached for the console and its CSRF token. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(api.auth.login, { body }),
    onSuccess: startSession,
  });
}

export type ExpiredPasswordBody = z.infer<typeof expiredPasswordBodySchema>;

/** POST /v1/auth/expired-password: a new password in place of the expired one, and signed in like login. */
export function useChangeExpiredPassword() {
  return useMutation({
    mutationFn: (body: ExpiredPasswordBody) => apiRequest(api.auth.changeExpiredPassword, { body }),
    onSuccess: startSession,
  });
}
