import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/api-error.ts';
import { AppProviders } from './providers.tsx';
import { RouteError } from './route-error.tsx';

describe('the route error boundary', () => {
  it("shows what failed, with the server's message, and renders the route again on retry", async () => {
    // React renders a failed page twice before giving up, so the failure lasts until the test ends it.
    const service = { down: true };
    function Page() {
      if (service.down) {
        throw new ApiError(500, [{ name: 'INTERNAL', message: 'The cluster service is down' }]);
      }
      return <h1>Recovered</h1>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ component: Page }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    });
    render(
      <AppProviders env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect((await screen.findByRole('alert')).textContent).toContain('The cluster service is down');
    service.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeVisible();
  });
});
