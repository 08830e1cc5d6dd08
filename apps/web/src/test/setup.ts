// Matchers that can fail on what a user sees: toBeVisible, toHaveAccessibleDescription, …
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../shared/api/query-client.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  queryClient.clear();
  // Toasts live in Mantine's own store, outside the query cache.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
