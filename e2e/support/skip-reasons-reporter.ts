import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Fails the run when a test is skipped without a stated reason (`test.skip(condition, 'why')`):
 * a skip with no reason is a journey that silently stopped testing. The vitest projects have the
 * same rule (scripts/test-reporters/skip-reasons.ts).
 */
export default class SkipReasons implements Reporter {
  private readonly unexplained: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const stated = test.annotations.some(
      (annotation) => (annotation.type === 'skip' || annotation.type === 'fixme') && annotation.description,
    );
    if (!stated) this.unexplained.push(test.titlePath().filter(Boolean).join(' > '));
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    // A failed run skips what depended on the failure; it fails already.
    if (result.status !== 'passed' || this.unexplained.length === 0) return undefined;
    const names = this.unexplained.map((name) => `  ${name}`).join('\n');
    process.stderr.write(`\n${this.unexplained.length} test(s) skipped without a stated reason:\n${names}\n\n`);
    return { status: 'failed' };
  }
}
