import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { ErrorState } from './page-states.tsx';

export type SectionErrorProps = { error: unknown; retry: () => void };

type QueryBoundaryProps = {
  /** What stands in the section's place while its data loads (skeletons of the same size). */
  pending: ReactNode;
  /** What the section shows when its data cannot be loaded; by default the error and a retry. */
  renderError?: (props: SectionErrorProps) => ReactNode;
  /** A new value starts the section afresh (another node, another cluster). */
  resetKey?: string;
  children: ReactNode;
};

const defaultError = ({ error, retry }: SectionErrorProps) => <ErrorState error={error} onRetry={retry} />;

/**
 * A part of a page with data of its own, read with `useSuspenseQuery` inside: data the user asks
 * for on the page (a password shown on demand, the charts of another node). Its loading and its
 * failure stay within the section; the rest of the page — loaded by its route — stays usable.
 */
export function QueryBoundary({ pending, renderError = defaultError, resetKey = '', children }: QueryBoundaryProps) {
  const queryErrors = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => resetKey}
      errorComponent={({ error, reset }) =>
        renderError({
          error,
          retry: () => {
            // The failed query is asked again when the section renders anew.
            queryErrors.reset();
            reset();
          },
        })
      }
    >
      <Suspense fallback={pending}>{children}</Suspense>
    </CatchBoundary>
  );
}
