import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { buildWeb } from './build.ts';
import { landingBundle, type LandingBundle } from './bundle-size.ts';
import { measureTransfer, signInFiles, type RouteFiles, type TransferResults } from './transfer.ts';

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
    const jsKb = bundle.js.gzip / 1000;
    options.progress("Web: fetching the routes' files from the server on the build, by Accept-Encoding");
    const initial = ['index.html', ...bundle.initial];
    const signIn = (await signInFiles(distDir)).filter((file) => !initial.includes(file));
    const routes: RouteFiles[] = [
      { route: '/accounts/{id}', files: [...initial, ...bundle.landing] },
      ...(signIn.length > 0 ? [{ route: '/sign-in', files: [...initial, ...signIn] }] : []),
    ];
    const transfer = await measureTransfer(distDir, routes);
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
      checks: [
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
