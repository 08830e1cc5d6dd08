import { rm } from 'node:fs/promises';
import path from 'node:path';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { buildWeb } from '../web/build.ts';
import { startSandbox } from '../widget/sandbox.ts';
import { runLighthouse, type Audit, type FormFactor } from './audit.ts';
import { signInDemoOwner, startConsole } from './console.ts';

export interface LighthouseOptions {
  repoRoot: string;
  /** Serve this existing build (e.g. apps/web/dist) instead of building. */
  distDir: string | null;
  /** Lighthouse runs per page and form factor; the median is reported. */
  runs: number;
  progress(message: string): void;
}

/** The medians of one page in one form factor, with every run's figures. */
export interface PageResult extends Audit {
  page: string;
  formFactor: FormFactor;
  runs: Audit[];
}

export interface LighthouseResults {
  part: 'lighthouse';
  startedAt: string;
  seconds: number;
  build: string;
  pages: PageResult[];
  checks: Check[];
}

const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** Each figure's own median over the runs (so an outlier in one figure does not pick the others). */
function medianAudit(runs: Audit[]): Audit {
  const of = (pick: (audit: Audit) => number) => median(runs.map(pick));
  return {
    performance: of((audit) => audit.performance),
    accessibility: of((audit) => audit.accessibility),
    lcpMs: of((audit) => audit.lcpMs),
    cls: of((audit) => audit.cls),
    tbtMs: of((audit) => audit.tbtMs),
    bytes: of((audit) => audit.bytes),
    jsBytes: of((audit) => audit.jsBytes),
    shifted: [...new Set(runs.flatMap((audit) => audit.shifted))],
    accessibilityFailures: [...new Set(runs.flatMap((audit) => audit.accessibilityFailures))],
  };
}

/** Issue 14's targets, for both form factors (the desktop preset is the lighter one). */
function checksOf(result: PageResult): Check[] {
  const name = `${result.page}, ${result.formFactor}:`;
  return [
    {
      name: `${name} Lighthouse performance`,
      value: result.performance,
      limit: `>= ${TARGETS.lighthousePerformance}`,
      verdict: verdict(result.performance >= TARGETS.lighthousePerformance),
    },
    {
      name: `${name} LCP ms`,
      value: result.lcpMs,
      limit: `<= ${TARGETS.lighthouseLcpMs}`,
      verdict: verdict(result.lcpMs <= TARGETS.lighthouseLcpMs),
    },
    {
      name: `${name} CLS`,
      value: result.cls,
      limit: `<= ${TARGETS.lighthouseCls}`,
      verdict: verdict(result.cls <= TARGETS.lighthouseCls),
    },
    {
      name: `${name} TBT ms`,
      value: result.tbtMs,
      limit: `<= ${TARGETS.lighthouseTbtMs}`,
      verdict: verdict(result.tbtMs <= TARGETS.lighthouseTbtMs),
    },
    {
      name: `${name} Lighthouse accessibility`,
      value: result.accessibility,
      limit: `>= ${TARGETS.lighthouseAccessibility}`,
      verdict: verdict(result.accessibility >= TARGETS.lighthouseAccessibility),
    },
  ];
}

/**
 * Lighthouse on what a user of a fresh `npm start` opens first: the console's sign-in page, its
 * cluster list signed in, and the payment sandbox's demo page, with the mobile and the desktop
 * preset, each `runs` times (a fresh Chromium per run).
 */
export async function runLighthouseBench(options: LighthouseOptions): Promise<LighthouseResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  let webDist = options.distDir === null ? null : path.resolve(options.distDir);
  if (webDist === null) {
    options.progress('Lighthouse: building apps/web (vite build into a temporary directory)');
    webDist = (await buildWeb(options.repoRoot)).outDir;
  }
  try {
    options.progress('Lighthouse: starting the console (fresh embedded database, demo data) and the sandbox');
    const [consoleApp, sandbox] = await Promise.all([startConsole(webDist), startSandbox(options.repoRoot)]);
    try {
      const session = await signInDemoOwner(consoleApp.url);
      const pages = [
        { page: '/sign-in', url: `${consoleApp.url}/sign-in` },
        {
          page: 'cluster list',
          url: `${consoleApp.url}${session.clusterListPath}`,
          headers: { Cookie: session.cookie },
        },
        // Opened cross-origin to the provider, as a merchant's page is (see bench/widget).
        { page: 'sandbox /demo', url: `${sandbox.merchantUrl}/demo` },
      ];
      const results: PageResult[] = [];
      for (const page of pages) {
        for (const formFactor of FORM_FACTORS) {
          const runs: Audit[] = [];
          for (let run = 1; run <= options.runs; run += 1) {
            options.progress(`Lighthouse: ${page.page}, ${formFactor}, run ${run} of ${options.runs}`);
            const audit = () => runLighthouse({ repoRoot: options.repoRoot, formFactor, ...page });
            // One retry: on a busy machine a run can miss Lighthouse's own load deadline.
            runs.push(
              await audit().catch((error: unknown) => {
                options.progress(`Lighthouse: run failed, retrying once: ${String(error)}`);
                return audit();
              }),
            );
          }
          results.push({ page: page.page, formFactor, ...medianAudit(runs), runs });
        }
      }
      return {
        part: 'lighthouse',
        startedAt,
        seconds: (performance.now() - started) / 1000,
        build: options.distDir === null ? 'temporary vite build' : path.relative(options.repoRoot, webDist),
        pages: results,
        checks: results.flatMap(checksOf),
      };
    } finally {
      await Promise.all([consoleApp.stop(), sandbox.stop()]);
    }
  } finally {
    if (options.distDir === null) await rm(webDist, { recursive: true, force: true });
  }
}
