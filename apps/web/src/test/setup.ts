// Matchers that can fail on what a user sees: toBeVisible, toHaveAccessibleDescription, …
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../shared/api/query-client.ts';
import { EverythingInView } from './viewport.ts';

// findBy* and waitFor wait for what the user would see. On a loaded 2-core CI machine a lazy
// page's first compile, or a toast after a mutation, can take longer than Testing Library's 1 s
// default (billing's 3-D Secure snackbar test failed so under CI). The bound only decides how
// long a real failure takes to report; passing tests finish as soon as the text shows.
configure({ asyncUtilTimeout: 5_000 });

// Forms fetch their zod resolver on first use (use-schema-form.ts); compiling it inside a test's
// first check cost seconds on a loaded machine (the wizard's first Next timed out). Compiled here,
// before the file's tests, the form's own import finds it loaded, as a browser's idle prefetch does.
await import('@hookform/resolvers/zod');

// happy-dom's IntersectionObserver never reports, so what waits to be scrolled to (the monitoring
// page's charts) would never show. Set, not stubbed: a test's own stub is undone back to this one.
globalThis.IntersectionObserver = EverythingInView;

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
