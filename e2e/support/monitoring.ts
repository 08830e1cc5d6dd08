import { expect, type Locator, type Page } from '@playwright/test';

/** A metric's chart: a figure named by its caption, e.g. "CPU utilisation (percentage)". */
export function metricFigure(page: Page, caption: string): Locator {
  return page.getByRole('main').getByRole('figure', { name: caption, exact: true });
}

/**
 * Waits for a chart drawn from data: the line chart, an image described by a summary that counts
 * its lines and gives their latest values, with the lines' SVG paths in it. A series of a single
 * point has no path to draw: `paths: false` for a cluster that has only just started running.
 */
export async function expectChartWithLines(
  figure: Locator,
  lines: number,
  { paths = true, timeout }: { paths?: boolean; timeout?: number } = {},
): Promise<Locator> {
  const chart = figure.getByRole('img', {
    name: new RegExp(`line chart of ${lines} ${lines === 1 ? 'line' : 'lines'}\\. Latest at .+: .+\\d`),
  });
  await expect(chart).toBeVisible({ timeout });
  // The chart library draws each series as an SVG path; the chart has no role for single lines.
  if (paths) await expect(chart.locator('path.recharts-line-curve')).toHaveCount(lines, { timeout });
  return chart;
}

/** Opens a figure's data table and returns it (its rows: a header row, then one per time). */
export async function openDataTable(figure: Locator, caption: string): Promise<Locator> {
  await figure.getByRole('button', { name: 'Show table' }).click();
  const table = figure.getByRole('table', { name: `${caption} data` });
  await expect(table).toBeVisible();
  return table;
}
