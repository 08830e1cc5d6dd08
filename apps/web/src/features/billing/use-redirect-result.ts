import { BILLING_MESSAGES } from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { sendResult, storeBilling } from './api.ts';
import { showVerificationOutcome } from './verification-outcome.tsx';

const billingRoute = getRouteApi('/console/accounts/$accountId/settings/billing');

/**
 * Back from a 3-D Secure redirect (SPEC §2 Billing screen): the provider's result in the URL is
 * posted once, its outcome shown as the snackbar, and the URL cleaned at once, so a reload or the
 * back button does not post it again.
 */
export function useRedirectResult(accountId: string): void {
  const { redirectResult } = billingRoute.useSearch();
  const navigate = billingRoute.useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice; one result is posted once.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (redirectResult === undefined || posted.current === redirectResult) return;
    posted.current = redirectResult;
    void navigate({ search: {}, replace: true });
    sendResult(accountId, { redirectResult }).then(
      (result) => {
        storeBilling(queryClient, accountId, result.billing);
        showVerificationOutcome(result.resultCode);
      },
      (error: unknown) =>
        notifications.show({ color: 'red', title: BILLING_MESSAGES.threeDS.other, message: errorMessage(error) }),
    );
  }, [accountId, redirectResult, navigate, queryClient]);
}
