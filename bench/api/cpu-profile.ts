import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A V8 .cpuprofile (what `node --cpu-prof` writes), as far as the summary reads it. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  file: string;
  totalMs: number;
  /** Self time by package or part of the code base. */
  byArea: ProfileEntry[];
  /** Self time by function. */
  byFunction: ProfileEntry[];
}

/** node_modules/<package>, the workspace directory, node internals or V8's pseudo-frames. */
function areaOf(url: string, functionName: string): string {
  if (url === '') return functionName === '' ? '(anonymous)' : functionName;
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules?.[1] !== undefined) return modules[1];
  if (url.startsWith('node:')) return 'node internals';
  const workspace = url.match(/(apps\/[^/]+|packages\/[^/]+)\//);
  return workspace?.[1] ?? url;
}

const top = (totals: Map<string, number>, totalMs: number, count: number): ProfileEntry[] =>
  [...totals]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: ms / totalMs }));

export async function summariseProfile(file: string): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = nodes.get(id);
    if (frame === undefined) return;
    totalMs += ms;
    const area = areaOf(frame.url, frame.functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    const where =
      frame.url === ''
        ? ''
        : ` ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${frame.lineNumber + 1}`;
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { file, totalMs, byArea: top(byArea, totalMs, 15), byFunction: top(byFunction, totalMs, 20) };
}

const busyMs = (summary: ProfileSummary) =>
  summary.totalMs - (summary.byArea.find((entry) => entry.name === '(idle)')?.ms ?? 0);

/**
 * The profile of the thread that served the requests: node writes one per thread, and tsx's
 * module loader runs in a worker thread of its own, so the busiest profile is the main thread's.
 */
export async function serverProfile(directory: string): Promise<ProfileSummary | null> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.cpuprofile'));
  const summaries = await Promise.all(files.map((name) => summariseProfile(path.join(directory, name))));
  return summaries.toSorted((a, b) => busyMs(b) - busyMs(a))[0] ?? null;
}
