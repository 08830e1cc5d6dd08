import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type ManifestChunk, manifestClosure } from './bundle-size.ts';

/**
 * The routes whose first load issue 14 budgets, and the lazy modules the router loads for each
 * (its layout and its page), by their source path: the manifest is keyed by it, and a module that
 * stops being a lazy chunk of its own is an error here rather than a silently smaller figure.
 */
export const BUDGETED_ROUTES = [
  { route: 'sign-in', path: '/sign-in', lazy: ['src/features/auth/sign-in-page.tsx'] },
  {
    route: 'cluster list',
    path: '/accounts/{id}',
    lazy: ['src/app/layout/console-layout.tsx', 'src/features/cluster-list/landing-page.tsx'],
  },
] as const;

/**
 * Routes reported the same way without a budget of their own (no issue sets one). Settings →
 * Billing (issue 15) as a BILLING user without a card sees it: the console layout, the settings
 * page, the tab, and the two modules the tab loads lazily at once (the card widget's React binding
 * and SDK, and the daily-cost chart). The widget's iframes are the provider's pages, not the
 * console's build, and are not counted.
 */
export const REPORTED_ROUTES = [
  {
    route: 'billing',
    path: '/accounts/{id}/settings/billing',
    lazy: [
      'src/app/layout/console-layout.tsx',
      'src/features/settings/settings-page.tsx',
      'src/features/billing/billing-tab.tsx',
      'src/features/billing/card-widget-frame.tsx',
      'src/features/billing/daily-cost-chart.tsx',
    ],
  },
] as const;

export interface RouteFile {
  /** Path inside dist, e.g. assets/index-D4LmSDPt.js. */
  file: string;
  kind: 'js' | 'css';
  /** 'entry': index.html loads it for every route; otherwise the lazy module that brings it. */
  loadedBy: string;
  raw: number;
  gzip: number;
  /** Brotli at quality 11, as a build-time pre-compression would send it. */
  brotli: number;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  path: string;
  /** False for REPORTED_ROUTES; absent in records written before those. */
  budgeted?: boolean;
  files: RouteFile[];
  js: Sizes;
  css: Sizes;
}

async function sizeOf(distDir: string, file: string, loadedBy: string): Promise<RouteFile> {
  const content = await readFile(path.join(distDir, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    loadedBy,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length,
  };
}

const sum = (files: RouteFile[]): Sizes => ({
  raw: files.reduce((total, f) => total + f.raw, 0),
  gzip: files.reduce((total, f) => total + f.gzip, 0),
  brotli: files.reduce((total, f) => total + f.brotli, 0),
});

/**
 * What a browser downloads on a cold cache to show each budgeted route: the entry of index.html
 * with its CSS and static imports, then each lazy module of the route with its own. Read from the
 * Vite manifest (the bench builds with `--manifest`).
 */
export async function routeBundles(distDir: string): Promise<RouteBundle[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry === true)?.[0];
  if (entry === undefined) throw new Error('the manifest names no entry');
  const entryFiles = new Set<string>();
  manifestClosure(manifest, entry, entryFiles);

  return Promise.all(
    [
      ...BUDGETED_ROUTES.map((each) => ({ ...each, budgeted: true })),
      ...REPORTED_ROUTES.map((each) => ({ ...each, budgeted: false })),
    ].map(async ({ route, path: routePath, lazy, budgeted }) => {
      const loadedBy = new Map<string, string>([...entryFiles].map((file) => [file, 'entry']));
      for (const module of lazy) {
        if (manifest[module] === undefined) throw new Error(`${module} (route ${route}) is no lazy chunk of the build`);
        const files = new Set<string>();
        manifestClosure(manifest, module, files);
        for (const file of files) if (!loadedBy.has(file)) loadedBy.set(file, path.basename(module));
      }
      const files = (await Promise.all([...loadedBy].map(([file, by]) => sizeOf(distDir, file, by)))).toSorted(
        (a, b) => b.brotli - a.brotli,
      );
      return {
        route,
        path: routePath,
        budgeted,
        files,
        js: sum(files.filter((f) => f.kind === 'js')),
        css: sum(files.filter((f) => f.kind === 'css')),
      };
    }),
  );
}
