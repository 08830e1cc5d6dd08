import { api, changePasswordBodySchema, DEMO_PASSWORD, MESSAGES } from '@datadeck/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signIn, userMenuButton } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

/*
 * Nothing here changes a password for good: other tests sign the same demo users in, in parallel,
 * with the README password, and a successful change ends the user's other sessions. The refusals
 * (a rule of the form, a wrong current password) leave the account as it was.
 */
const USER = 'demo-readonly';
const NEW_PASSWORD = 'e2e-a-new-password-2026';

/** The contracts' message for a new password that is too short, as the form shows it. */
function tooShortMessage(newPassword: string): string {
  const issue = changePasswordBodySchema
    .safeParse({ currentPassword: DEMO_PASSWORD, newPassword })
    .error?.issues.find((i) => i.path[0] === 'newPassword');
  if (issue === undefined) throw new Error(`the schema accepts "${newPassword}"`);
  return issue.message;
}

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
  test.beforeEach(async ({ page }) => {
    await signIn(page, USER);
    await userMenuButton(page, USER).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });

  test('the page is reached from the user menu and has no serious WCAG 2.1 AA violations', async ({
    page,
  }, testInfo) => {
    const form = changePasswordForm(page);
    await expect(form.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /At least \d+ characters/,
    );
    await expectNoSeriousA11yViolations(page, testInfo, 'change password');

    // With the form's errors showing too.
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, testInfo, 'change password with errors');
  });

  test('a too-short new password is refused beside its field, before anything is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      const { method, path } = api.auth.changePassword;
      if (request.method() === method && new URL(request.url()).pathname === path) sent = true;
    });
    await submitChange(page, DEMO_PASSWORD, 'short');

    const newPassword = changePasswordForm(page).getByLabel('New password', { exact: true });
    await expect(newPassword).toHaveAccessibleDescription(new RegExp(tooShortMessage('short')));
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  test('a wrong current password is refused by the server beside its field', async ({ page }) => {
    await submitChange(page, 'not-the-current-password', NEW_PASSWORD);

    const current = changePasswordForm(page).getByLabel('Current password');
    await expect(current).toHaveAccessibleDescription(MESSAGES.password.wrongCurrent);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();
    await expect(page.getByText(MESSAGES.password.changed)).toHaveCount(0);
  });
});
