import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { connectSignInRedirect, createAppRouter } from '../app/router.tsx';

/*
 * Render helpers. Mantine runs in its 'test' environment (no transitions, no portals); the
 * query cache is the app's own, cleared after each test (setup.ts). Use findBy* queries:
 * routes and data load asynchronously.
 */

/**
 * The whole console (real route table, providers, sign-in redirect) at a path of the window's
 * own history, as in the browser; the API is whatever stubApi fakes.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  const disconnect = connectSignInRedirect(router);
  onTestFinished(disconnect);
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** A component that renders router links, inside a one-route router of its own. */
export function renderWithRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export function renderWithProviders(ui: ReactNode) {
  return render(<AppProviders env="test">{ui}</AppProviders>);
}
