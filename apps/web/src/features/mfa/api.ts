import type { Me } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { sessionKeys } from '../../shared/api/query-keys.ts';

export const useStartEnrolment = () => useMutation({ mutationFn: () => apiRequest(api.auth.startMfaEnrolment) });

/** Confirms enrolment; the session then knows MFA is on, so the console stops asking for it. */
export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (code: string) => apiRequest(api.auth.confirmMfaEnrolment, { body: { code } }),
    onSuccess: () => {
      queryClient.setQueryData<Me>(sessionKeys.me(), (me) =>
        me ? { ...me, mfaEnabled: true, mfaSetupRequired: false } : me,
      );
    },
  });
