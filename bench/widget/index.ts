import { TARGETS, verdict, type Check } from '../targets.ts';
import { measureMountToReady, type MountTimes } from './mount-time.ts';
import { startSandbox } from './sandbox.ts';
import { hostBundle, securedFieldPageSizes, type HostBundle, type Size } from './sizes.ts';

export interface WidgetOptions {
  repoRoot: string;
  /** Page loads measured for the mount-to-ready time. */
  runs: number;
  progress(message: string): void;
}

export interface WidgetResults {
  part: 'widget';
  startedAt: string;
  seconds: number;
  host: HostBundle;
  fieldPages: Size[];
  mount: MountTimes;
  checks: Check[];
}

export async function runWidgetBench(options: WidgetOptions): Promise<WidgetResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  options.progress('Widget: bundling the host SDK (esbuild --minify, ESM with code splitting)');
  const host = await hostBundle(options.repoRoot);
  options.progress('Widget: starting the provider sandbox');
  const sandbox = await startSandbox(options.repoRoot);
  try {
    const fieldPages = await securedFieldPageSizes(sandbox);
    options.progress(`Widget: mount to ready in Chromium, ${options.runs} page loads`);
    const mount = await measureMountToReady(sandbox, options.runs);
    const largestPage = Math.max(...fieldPages.map((page) => page.gzip));
    return {
      part: 'widget',
      startedAt,
      seconds: (performance.now() - started) / 1000,
      host,
      fieldPages,
      mount,
      checks: [
        {
          name: 'card widget, card only (entry + static chunks), gzip kB',
          value: host.cardOnly.gzip / 1000,
          limit: `<= ${TARGETS.widgetCardOnlyGzipKb}`,
          verdict: verdict(host.cardOnly.gzip / 1000 <= TARGETS.widgetCardOnlyGzipKb),
        },
        {
          name: 'largest secured-field page, gzip kB',
          value: largestPage / 1000,
          limit: `<= ${TARGETS.securedFieldPageGzipKb}`,
          verdict: verdict(largestPage / 1000 <= TARGETS.securedFieldPageGzipKb),
        },
        {
          name: 'card mount to ready, p50 ms',
          value: mount.p50,
          limit: `<= ${TARGETS.widgetMountToReadyMs}`,
          verdict: verdict(mount.p50 <= TARGETS.widgetMountToReadyMs),
        },
      ],
    };
  } finally {
    await sandbox.stop();
  }
}
