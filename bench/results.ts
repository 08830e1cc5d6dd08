import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown, type RunRecord } from './report.ts';

/** Written through a .tmp file (git-ignored) and renamed, so a crash never leaves half a result. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

const stamp = (iso: string) => iso.slice(0, 16).replace('T', '-').replace(':', '');

/**
 * bench/results/<date>-<time>-<parts>.json for this run, and latest.json / latest.md holding
 * the newest result of each part (a web-only run keeps the previous API and clusters results, and so on).
 */
export async function saveResults(directory: string, record: RunRecord, startedAt: string): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const parts = [
    record.api && 'api',
    record.clusters && 'clusters',
    record.web && 'web',
    record.widget && 'widget',
    record.lighthouse && 'lighthouse',
    record.billing && 'billing',
    record.testSuite && 'test-suite',
    record.localDriver && 'local-driver',
  ]
    .filter(Boolean)
    .join('-');
  const runFile = path.join(directory, `${stamp(startedAt)}-${parts}.json`);
  const latestFile = path.join(directory, 'latest.json');
  const previous: RunRecord = existsSync(latestFile)
    ? (JSON.parse(await readFile(latestFile, 'utf8')) as RunRecord)
    : {};
  const latest: RunRecord = { ...previous, ...record };
  const markdownFile = path.join(directory, 'latest.md');
  await writeAtomically(runFile, `${JSON.stringify(record, null, 2)}\n`);
  await writeAtomically(latestFile, `${JSON.stringify(latest, null, 2)}\n`);
  await writeAtomically(markdownFile, renderMarkdown(latest));
  return [runFile, latestFile, markdownFile];
}
