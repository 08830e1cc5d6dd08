import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FormFactor = 'mobile' | 'desktop';

/** What one Lighthouse run of one page found. */
export interface Audit {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes over the network (transfer sizes): everything, and the scripts alone. */
  bytes: number;
  jsBytes: number;
  /** Elements Lighthouse names as having shifted, biggest first. */
  shifted: string[];
  /** Accessibility audits that failed, by id. */
  accessibilityFailures: string[];
}

/** Chromium's flags as the other browser benches use them; headless, no network of its own. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
].join(' ');

/** Lighthouse 13 runs on the project's own Node (24; it needs 22 or later), in a child process. */
export function lighthouseCommand(repoRoot: string): { node: string; cli: string } {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) throw new Error(`Lighthouse is not installed (${cli}): run npm install`);
  return { node: process.execPath, cli };
}

interface LighthouseNode {
  selector?: string;
  nodeLabel?: string;
}
interface LighthouseAudit {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { items?: { node?: LighthouseNode; resourceType?: string; transferSize?: number }[] };
}
interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, LighthouseAudit>;
}

function numeric(report: LighthouseResult, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

function score(report: LighthouseResult, category: string): number {
  const value = report.categories[category]?.score;
  if (value === undefined || value === null) throw new Error(`Lighthouse reported no ${category} score`);
  return Math.round(value * 100);
}

/** Reads what the bench reports from Lighthouse's JSON (the LHR). */
export function auditOf(report: LighthouseResult): Audit {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  const accessibilityIds = report.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    cls: numeric(report, 'cumulative-layout-shift'),
    tbtMs: numeric(report, 'total-blocking-time'),
    bytes: numeric(report, 'total-byte-weight'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    shifted: shifts.map((shift) => shift.node?.selector ?? shift.node?.nodeLabel ?? '?'),
    accessibilityFailures: accessibilityIds.filter((id) => {
      const audit = report.audits[id];
      return audit !== undefined && audit.scoreDisplayMode === 'binary' && audit.score === 0;
    }),
  };
}

export interface AuditOptions {
  repoRoot: string;
  url: string;
  formFactor: FormFactor;
  /** Sent with every request of the page (e.g. the session cookie). */
  headers?: Record<string, string>;
}

/**
 * One Lighthouse run (its CLI, a fresh Chromium each time) with the standard preset of the form
 * factor: mobile (the default: Moto G Power, simulated slow 4G and 4× CPU slowdown) or desktop.
 */
export async function runLighthouse(options: AuditOptions): Promise<Audit> {
  const { node, cli } = lighthouseCommand(options.repoRoot);
  const directory = await mkdtemp(path.join(tmpdir(), 'datadeck-lighthouse-'));
  const output = path.join(directory, 'report.json');
  try {
    const child = spawn(
      node,
      [
        cli,
        options.url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--only-categories=performance,accessibility',
        `--chrome-flags=${CHROME_FLAGS}`,
        ...(options.formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ...(options.headers ? [`--extra-headers=${JSON.stringify(options.headers)}`] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4_000);
    });
    // Lighthouse gives up on a page by itself (45 s to load); this only ends a hung Chromium.
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    const [code] = (await once(child, 'exit')) as [number | null];
    clearTimeout(timer);
    if (code !== 0) throw new Error(`Lighthouse failed on ${options.url} (exit ${code ?? '-'}):\n${errors}`);
    return auditOf(JSON.parse(await readFile(output, 'utf8')) as LighthouseResult);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
