import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * A serious violation of the app that is known and reported but not fixed yet: the rule, where
 * it occurs (the element itself or one containing it) and the report. The scan lets exactly
 * that through, notes it on the test, and fails once it no longer occurs, so the allowance goes
 * with the fix.
 */
export interface KnownA11yIssue {
  rule: string;
  within: Locator;
  report: string;
}

/** Whether the element axe flagged (a CSS selector) is `within` or inside it. */
async function flaggedWithin(within: Locator, target: string): Promise<boolean> {
  if ((await within.count()) !== 1) return false;
  return within.evaluate((element, selector) => {
    const flagged = document.querySelector(selector);
    return flagged !== null && element.contains(flagged);
  }, target);
}

/**
 * Scans the page as it is now against WCAG 2.1 A/AA and fails on any serious or critical
 * violation, listing each rule with the elements it flagged. The full axe report is attached
 * to the test result.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  knownIssues: readonly KnownA11yIssue[] = [],
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await testInfo.attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const seen = new Set<KnownA11yIssue>();
  const blocking = [];
  for (const violation of results.violations.filter((candidate) => BLOCKING_IMPACTS.has(candidate.impact ?? ''))) {
    const elements = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      let known: KnownA11yIssue | undefined;
      for (const issue of knownIssues) {
        if (issue.rule === violation.id && (await flaggedWithin(issue.within, target))) known = issue;
      }
      if (known === undefined) elements.push({ target, summary: node.failureSummary });
      else seen.add(known);
    }
    if (elements.length > 0) blocking.push({ rule: violation.id, impact: violation.impact, help: violation.help, elements });
  }
  for (const issue of seen) testInfo.annotations.push({ type: 'known accessibility issue', description: `${label}: ${issue.report}` });
  expect(blocking, `serious or critical axe violations on ${label}`).toEqual([]);
  const fixed = knownIssues.filter((issue) => !seen.has(issue)).map((issue) => issue.report);
  expect(fixed, `known issues that no longer occur on ${label}: remove them from the test`).toEqual([]);
}
