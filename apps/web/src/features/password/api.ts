import type { changePasswordBodySchema } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/client.ts';

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PUT /v1/me/password: the signed-in user's new password; the session carries on. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest(api.auth.changePassword, { body }),
  });
}
