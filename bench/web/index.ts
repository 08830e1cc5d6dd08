import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { buildWeb } from './build.ts';
import { landingBundle, type LandingBundle } from './bundle-size.ts';
import { type Floor, measureFloors } from './floor.ts';
import { measureTransfer, type TransferResults } from './transfer.ts';
import { type RouteBundle, routeBundles } from './route-bundles.ts';

export interface WebOptions {
  repoRoot: string;
  /** Measure this existing build instead of building (e.g. apps/web/dist). */
  distDir: string | null;
  progress(message: string): void;
}

export interface WebResults {
  part: 'web';
  startedAt: string;
  seconds: number;
  /** Where the measured build came from. */
  build: { dir: string; builtNow: boolean; seconds: number | null };
  bundle: LandingBundle;
  /** What the console server sends for the landing and sign-in routes, by Accept-Encoding. */
  transfer: TransferResults;
  /** Per budgeted route (sign-in, cluster list) and reported route (billing): its files with raw, gzip and brotli sizes. */
  routes: RouteBundle[];
  /** The stack alone, before any of the console's code (floor.ts): what a route's budget must hold. */
  floors: Floor[];
  checks: Check[];
}

export async function runWebBench(options: WebOptions): Promise<WebResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  let distDir = options.distDir === null ? null : path.resolve(options.distDir);
  let buildSeconds: number | null = null;
  if (distDir === null) {
    options.progress('Web: building apps/web (vite build into a temporary directory)');
    const built = await buildWeb(options.repoRoot);
    distDir = built.outDir;
    buildSeconds = built.seconds;
  }
  try {
    const bundle = await landingBundle(distDir);
    const routes = await routeBundles(distDir);
    // The landing route's gzip target of issue 13, now over the cluster-list route's full set of
    // files (the console layout became a lazy chunk, which landingBundle's walk does not follow).
    const clusterList = routes.find((route) => route.route === 'cluster list');
    const jsKb = (clusterList?.js.gzip ?? bundle.js.gzip) / 1000;
    // Reported routes (billing) have sizes and no budget.
    const routeChecks = routes.flatMap((route): Check[] => {
      if (route.budgeted === false) return [];
      const js = route.js.brotli / 1000;
      const css = route.css.brotli / 1000;
      return [
        {
          name: `${route.route} JS, brotli kB`,
          value: js,
          limit: `<= ${TARGETS.routeJsBrotliKb}`,
          verdict: verdict(js <= TARGETS.routeJsBrotliKb),
        },
        {
          name: `${route.route} CSS, brotli kB`,
          value: css,
          limit: `<= ${TARGETS.routeCssBrotliKb}`,
          verdict: verdict(css <= TARGETS.routeCssBrotliKb),
        },
      ];
    });
    options.progress('Web: bundling the floor (the stack without the console)');
    const floors = await measureFloors(options.repoRoot);
    options.progress("Web: fetching the routes' files from the server on the build, by Accept-Encoding");
    // The same files the budgets count, behind the page itself.
    const transfer = await measureTransfer(
      distDir,
      routes.map((route) => ({ route: route.path, files: ['index.html', ...route.files.map((each) => each.file)] })),
    );
    return {
      part: 'web',
      startedAt,
      seconds: (performance.now() - started) / 1000,
      build: {
        dir: options.distDir === null ? 'temporary vite build' : path.relative(options.repoRoot, distDir),
        builtNow: options.distDir === null,
        seconds: buildSeconds,
      },
      bundle,
      transfer,
      routes,
      floors,
      checks: [
        ...routeChecks,
        {
          name: 'landing route JS, gzip kB',
          value: jsKb,
          limit: `<= ${TARGETS.landingJsGzipKb}`,
          verdict: verdict(jsKb <= TARGETS.landingJsGzipKb),
        },
        ...transfer.checks,
      ],
    };
  } finally {
    if (options.distDir === null) await rm(distDir, { recursive: true, force: true });
  }
}
