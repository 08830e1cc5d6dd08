import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEMO_EMPTY_ACCOUNT_NAME,
  DEMO_ORGANISATION_NAME,
  DEMO_SYNCED_ACCOUNT_NAME,
  WEBHOOK_TYPE_LABELS,
  type WebhookType,
} from '@datadeck/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/** The 'Update Account Details' form of the Details tab. */
export function accountDetailsForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Update Account Details' });
}

/** The Details tab's Organization section. */
export function organisationSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Organization', exact: true });
}

/**
 * The account the organisation journey makes an organisation of: Demo Sandbox, whose owner is
 * demo-owner alone and which no other spec reads the organisation of (they read its clusters,
 * trial and invitations, which an organisation without billing details leaves as they are).
 */
export const ORGANISATION_JOURNEY_ACCOUNT = DEMO_EMPTY_ACCOUNT_NAME;

/** Where the seed's organisation is seen from: its account (the Demo Account is in none). */
export const DEMO_ORGANISATION = { name: DEMO_ORGANISATION_NAME, accountName: DEMO_SYNCED_ACCOUNT_NAME } as const;

/** The table of an organisation's linked accounts. */
export function linkedAccountsTable(page: Page, organisationName: string): Locator {
  return page.getByRole('table', { name: `Accounts of ${organisationName}` });
}

/** A row of one section of Notification Preferences: e.g. 'Scheduled Maintenance' / 'Non-disruptive'. */
export function preferenceRow(page: Page, section: string, row: 'Disruptive' | 'Non-disruptive'): Locator {
  return page.getByRole('group', { name: section, exact: true }).getByRole('group', { name: row, exact: true });
}

export function saveSettingsButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Save Settings', exact: true });
}

/** The table of webhooks that are set, on the Account Webhooks tab. */
export function webhookTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Webhooks', exact: true });
}

export function webhookRow(page: Page, type: WebhookType): Locator {
  return webhookTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: WEBHOOK_TYPE_LABELS[type], exact: true }) });
}

export function deliveryLog(page: Page): Locator {
  return page.getByRole('table', { name: 'Delivery log', exact: true });
}

/** The signing secret shown once after a save, for the webhook of `type`. */
export async function shownSigningSecret(page: Page, type: WebhookType): Promise<string> {
  const copy = page.getByRole('button', {
    name: `Copy the signing secret of the ${WEBHOOK_TYPE_LABELS[type].toLowerCase()}`,
  });
  await expect(copy).toBeVisible();
  const secret = await copy.locator('xpath=..').getByRole('code').innerText();
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

/**
 * Whether an X-Datadeck-Signature header (`t=…,v1=…`) is the HMAC-SHA256 of `${t}.${body}` keyed
 * with the secret, as docs/webhooks.md tells receivers to check it.
 */
export function signatureVerifies(header: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string') return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
