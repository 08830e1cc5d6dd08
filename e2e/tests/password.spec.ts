import { MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { userMenuButton } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { demoAccountPath, openSignedIn } from '../support/landing.ts';

/*
 * Nothing here changes a password for good: other journeys use the same demo user's session, in
 * parallel, and a successful change ends the user's other sessions. A refusal (a wrong current
 * password) leaves the account as it was. The form's own rules (a too-short password, a
 * confirmation that differs) are change-password-page.test.tsx's.
 */
const USER = 'demo-readonly';
const NEW_PASSWORD = 'e2e-a-new-password-2026';

function changePasswordForm(page: Page) {
  return page.getByRole('form', { name: 'Change password' });
}

async function submitChange(page: Page, current: string, newPassword: string): Promise<void> {
  const form = changePasswordForm(page);
  await form.getByLabel('Current password').fill(current);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
}

test.describe('change password', () => {
  test('reached from the user menu, the page refuses a wrong current password beside its field; no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, USER, demoAccountPath('settings'));
    await userMenuButton(page, USER).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    const form = changePasswordForm(page);
    await expect(form.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /At least \d+ characters/,
    );

    await submitChange(page, 'not-the-current-password', NEW_PASSWORD);

    const current = form.getByLabel('Current password');
    await expect(current).toHaveAccessibleDescription(MESSAGES.password.wrongCurrent);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();
    await expect(page.getByText(MESSAGES.password.changed)).toHaveCount(0);
    // Scanned with the server's error on its field.
    await expectNoSeriousA11yViolations(page, testInfo, 'change password with an error');
  });
});
