import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageLoader } from '../../shared/ui/page-states.tsx';
import { RouteError } from '../route-error.tsx';

// The console route shows these before its layout's chunk is needed, so they live apart from it:
// the shell (AppShell, menus, the account switcher) is no part of the sign-in page's first load.

/** While the session is read, before the shell can show: the page's only landmark. */
export function ConsoleShellPending() {
  return (
    <main>
      <PageLoader />
    </main>
  );
}

/** The session could not be read (not a 401: that goes to sign in), so there is no shell to frame it. */
export function ConsoleShellError(props: ErrorComponentProps) {
  return (
    <main>
      <RouteError {...props} />
    </main>
  );
}
