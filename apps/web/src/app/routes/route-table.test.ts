import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router.tsx';

/** lazyRouteComponent's result carries `preload`; a component imported statically does not. */
const isLazy = (component: unknown): boolean =>
  typeof component === 'function' && 'preload' in component && typeof component.preload === 'function';

describe('the route table', () => {
  const routes = Object.values(createAppRouter(createMemoryHistory()).routesById);

  // The entry holds the route table and nothing of a page: a page or layout imported statically
  // would be downloaded by every route's first load, sign-in's included (bench: per-route transfer).
  it('loads every page and layout on demand', () => {
    const rendering = routes.filter((route) => route.options.component !== undefined);
    expect(rendering.length).toBeGreaterThan(20);
    expect(rendering.filter((route) => !isLazy(route.options.component)).map((route) => route.id)).toEqual([]);
  });

  it('loads the console shell on demand, so sign-in never downloads it', () => {
    const console = routes.find((route) => route.id === '/console');
    expect(isLazy(console?.options.component)).toBe(true);
  });
});
