import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Scans the page as it is now against WCAG 2.1 A/AA and fails on any serious or critical
 * violation, listing each rule with the elements it flagged. The full axe report is attached
 * to the test result.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await expectNoBlockingViolations(testInfo, label, new AxeBuilder({ page }).withTags(WCAG_TAGS));
}

/**
 * The WCAG 2.1 A/AA rules that read colours: all that can change when only the colour scheme
 * does (the DOM, names, roles and structure stay as the light scan found them).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoBlockingViolations(testInfo: TestInfo, label: string, axe: AxeBuilder): Promise<void> {
  const results = await axe.analyze();
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
    }));
  expect(blocking, `serious or critical axe violations on ${label}`).toEqual([]);
}

/** The console follows the system colour scheme until the user picks one. */
export async function expectColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Resolves once no CSS transition runs: colours changing with the scheme are read where they
 * settle, not half-way. (Animations are left out: a loading skeleton pulses for as long as it shows.)
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/**
 * The page as it is now, scanned in the light theme and then in the dark one: the system scheme
 * switched to dark (which the console follows) for one scan of the colour rules, then back to light. One scan per
 * theme of a screen, inside the journey that shows it.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  await expectColorScheme(page, 'light');
  await expectNoSeriousA11yViolations(page, testInfo, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectColorScheme(page, 'dark');
  await transitionsDone(page);
  // The colour rules only: a full second scan cost ~40% more and could find nothing new.
  await expectNoBlockingViolations(testInfo, `${label} (dark)`, new AxeBuilder({ page }).withRules(COLOUR_RULES));
  await page.emulateMedia({ colorScheme: 'light' });
  await expectColorScheme(page, 'light');
  await transitionsDone(page);
}
