import {
  APPLICATION_LABELS,
  CLOUD_PROVIDER_LABELS,
  SLA_TIER_LABELS,
  type Application,
  type CloudProvider,
} from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/** What the journeys choose in the wizard, by the labels a user reads. */
export interface WizardChoices {
  name: string;
  application: Application;
  /** Add-on checkboxes to tick on the first step, by label. */
  addons?: readonly string[];
  cloudProvider: CloudProvider;
  region: string;
  /** Node size selects of the infrastructure step: label -> size name. */
  nodeSizes: Readonly<Record<string, string>>;
  /** Checkboxes to tick on the network and options step, by label. */
  options?: readonly string[];
  tags?: readonly { key: string; value: string }[];
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "$1,234.50" as a number. */
export function usd(text: string): number {
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no dollar amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

export function wizardForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Create cluster' });
}

/** From the landing page: Create Cluster opens the wizard on its first step. */
export async function openWizard(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Create Cluster' }).click();
  await expect(page).toHaveURL(/\/create-cluster$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Cluster' })).toBeVisible();
  await expectStep(page, 1, 'Application and add-ons');
}

/** The step shows its heading, which takes the focus once the step was reached by Next. */
export async function expectStep(page: Page, step: number, title: string, focused = false): Promise<void> {
  const form = wizardForm(page);
  await expect(form.getByText(`Step ${step} of 6`, { exact: true })).toBeVisible();
  const heading = form.getByRole('heading', { level: 2, name: title, exact: true });
  await expect(heading).toBeVisible();
  if (focused) await expect(heading).toBeFocused();
}

async function next(page: Page, step: number, title: string): Promise<void> {
  await wizardForm(page).getByRole('button', { name: 'Next' }).click();
  await expectStep(page, step, title, true);
}

/** Picks an option of a Mantine select by its label; options match from their start. */
export async function selectOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  const select = wizardForm(page).getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  await select.click();
  const name = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}( \\(|$)`) : option;
  await page.getByRole('option', { name }).click();
}

/**
 * Fills the wizard from its first step to the review, choosing everything through the controls:
 * the name and application (and add-ons), the non-production tier, provider, region and node
 * sizes, the default network, and tags.
 */
export async function fillWizard(page: Page, choices: WizardChoices): Promise<void> {
  const form = wizardForm(page);

  await form.getByRole('textbox', { name: 'Cluster name' }).fill(choices.name);
  const application = form.getByRole('radio', {
    name: new RegExp(`^${escapeRegExp(APPLICATION_LABELS[choices.application])}`),
  });
  await application.click();
  await expect(application).toHaveAttribute('aria-checked', 'true');
  for (const addon of choices.addons ?? []) await form.getByRole('checkbox', { name: addon, exact: true }).check();

  await next(page, 2, 'SLA tier and version');
  const tier = form.getByRole('radio', { name: new RegExp(`^${SLA_TIER_LABELS.NON_PRODUCTION}`) });
  await tier.click();
  await expect(tier).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('combobox', { name: `${APPLICATION_LABELS[choices.application]} version` })).toHaveValue(
    /\(latest\)$/,
  );

  await next(page, 3, 'Provider, region and nodes');
  await selectOption(page, 'Cloud provider', CLOUD_PROVIDER_LABELS[choices.cloudProvider]);
  await selectOption(page, 'Region', choices.region);
  await expect(form.getByRole('combobox', { name: 'Region' })).toHaveValue(choices.region);
  for (const [label, size] of Object.entries(choices.nodeSizes)) {
    await selectOption(page, label, size);
    await expect(form.getByRole('combobox', { name: label })).toHaveValue(new RegExp(`^${escapeRegExp(size)}`));
  }

  await next(page, 4, 'Network and options');
  await expect(form.getByRole('textbox', { name: 'Network' })).toHaveValue('10.0.0.0/16');
  for (const option of choices.options ?? []) await form.getByRole('checkbox', { name: option, exact: true }).check();

  await next(page, 5, 'Tags');
  // The account's custom tags come pre-filled: new rows go after them.
  const defaults = await form.getByRole('group', { name: /^Tag \d+$/ }).count();
  for (const [index, tag] of (choices.tags ?? []).entries()) {
    await form.getByRole('button', { name: 'Add tag' }).click();
    const row = form.getByRole('group', { name: `Tag ${defaults + index + 1}` });
    await row.getByRole('textbox', { name: 'Key' }).fill(tag.key);
    await row.getByRole('textbox', { name: 'Value' }).fill(tag.value);
  }

  await next(page, 6, 'Review and create');
}

/** The review's settings table: the value beside a label. */
export function reviewValue(page: Page, label: string): Locator {
  return wizardForm(page)
    .getByRole('table', { name: 'Cluster settings' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** The review's monthly estimate: its table, inside the region named by its heading. */
export function estimateTable(page: Page): Locator {
  return wizardForm(page).getByRole('region', { name: 'Estimated monthly cost' }).getByRole('table');
}
