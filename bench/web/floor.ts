import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Sizes } from './route-bundles.ts';

/**
 * The floor of a route's first load: what the console's stack weighs before one line of
 * Datadeck's code, bundled and minified as one file (esbuild, production React), compressed as
 * the route figures are. Each step adds to the one before it; the last is what the sign-in page
 * cannot do without: its Mantine components under a MantineProvider. Like the API bench's floor
 * server, it says how much of a route's figure is the stack's and how much is ours.
 */
const FLOORS = [
  {
    name: 'React 19 (react-dom/client rendering one element)',
    source: `
      import { createElement } from 'react';
      import { createRoot } from 'react-dom/client';
      createRoot(document.body).render(createElement('main'));`,
  },
  {
    name: '+ TanStack Router and Query (one route, one query)',
    source: `
      import { createElement as h } from 'react';
      import { createRoot } from 'react-dom/client';
      import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
      import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
      const Page = () => {
        const { data } = useQuery({ queryKey: ['me'], queryFn: () => fetch('/v1/me').then((r) => r.json()) });
        return h(Link, { to: '/' }, String(data));
      };
      const root = createRootRoute({ component: () => h(Outlet) });
      const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Page })]);
      const router = createRouter({ routeTree });
      createRoot(document.body).render(
        h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })),
      );`,
  },
  {
    name: "+ MantineProvider and the sign-in page's components",
    source: `
      import { createElement as h } from 'react';
      import { createRoot } from 'react-dom/client';
      import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
      import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
      import { Alert, Anchor, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title, MantineProvider } from '@mantine/core';
      const Page = () => {
        const login = useMutation({ mutationFn: () => fetch('/v1/auth/login', { method: 'POST' }) });
        return h(Container, null, h(Paper, null, h(Stack, null,
          h(Title, null, 'Sign in'), h(Text, null, 'Welcome'),
          h(TextInput, { label: 'Username' }), h(PasswordInput, { label: 'Password' }),
          h(Alert, null, 'Wrong'), h(Group, null, h(Anchor, { href: '#' }, 'Forgot?'),
          h(Button, { onClick: () => login.mutate() }, 'Sign in')))));
      };
      const root = createRootRoute({ component: () => h(Outlet) });
      const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Page })]);
      const router = createRouter({ routeTree });
      createRoot(document.body).render(
        h(MantineProvider, null, h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router }))),
      );`,
  },
] as const;

export interface Floor extends Sizes {
  name: string;
}

export async function measureFloors(repoRoot: string): Promise<Floor[]> {
  const floors: Floor[] = [];
  for (const floor of FLOORS) {
    const result = await build({
      // Resolved as the console resolves them: from apps/web, with its versions.
      stdin: { contents: floor.source, resolveDir: path.join(repoRoot, 'apps/web'), loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents;
    if (code === undefined) throw new Error(`esbuild wrote nothing for the floor "${floor.name}"`);
    floors.push({
      name: floor.name,
      raw: code.byteLength,
      gzip: gzipSync(code, { level: 9 }).byteLength,
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
    });
  }
  return floors;
}
