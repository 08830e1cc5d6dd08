import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import type { Vitest } from 'vitest/node';

declare module 'vitest' {
  interface TaskMeta {
    /** Why a test (or every test of a suite) is skipped where it is: read by skip-reasons.ts. */
    skipReason?: string;
  }
}

/**
 * Fails the run when a test is skipped without a stated reason: `ctx.skip(reason)` inside the
 * test, or `{ skip: condition, meta: { skipReason } }` on it or a suite around it. A skip with no
 * reason is a test that silently stopped testing. Runs filtered by name (-t) skip the rest on
 * purpose and are not judged.
 */
export default class SkipReasons implements Reporter {
  private filtered = false;

  onInit(vitest: Vitest): void {
    this.filtered = Boolean(vitest.config.testNamePattern);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (this.filtered) return;
    const unexplained = testModules
      .flatMap((module) => [...module.children.allTests('skipped')])
      .filter((test) => !reasonOf(test));
    if (unexplained.length === 0) return;
    process.exitCode = 1;
    const names = unexplained.map((test) => `  ${test.module.moduleId} > ${test.fullName}`);
    process.stderr.write(`\n${unexplained.length} test(s) skipped without a stated reason:\n${names.join('\n')}\n\n`);
  }
}

function reasonOf(test: TestCase): string | undefined {
  const result = test.result();
  if (result.state === 'skipped' && result.note) return result.note;
  let node: TestCase | TestSuite | TestModule = test;
  while (node.type !== 'module') {
    const reason = node.meta().skipReason;
    if (reason) return reason;
    node = node.parent;
  }
  return undefined;
}
