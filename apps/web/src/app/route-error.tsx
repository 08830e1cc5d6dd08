import { ERRORS_MESSAGES } from '@datadeck/contracts';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ErrorState } from '../shared/ui/page-states.tsx';
import { NotAllowed } from './not-allowed.tsx';
import { AccessDenied } from './route-access.ts';

/**
 * The error page of every route: "Not allowed" when its access rule refused the user, else what
 * failed, with the server's message, and a retry that loads the route again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  if (error instanceof AccessDenied) return <NotAllowed />;
  return (
    <ErrorState
      title={ERRORS_MESSAGES.pageNotLoaded}
      error={error}
      onRetry={() => {
        // A query that failed inside the page is asked again, not thrown again from the cache.
        queryErrors.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
