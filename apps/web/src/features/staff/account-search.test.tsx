import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api.ts';
import { ACCOUNT_ID } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { FLAG_TEXTS } from './flag-texts.ts';
import { serveStaff, staffAccount } from './staff-test-kit.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('looking up accounts', () => {
  it('searches as the user types, once they pause, and keeps the term in the URL', async () => {
    const calls = serveStaff();
    const { router } = renderApp('/staff/accounts');
    expect(rowNames(await screen.findByRole('table', { name: 'Accounts found' }))).toEqual([
      'Acme Analytics',
      'Acme Staging',
    ]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'staging');

    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'staging' }));
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Accounts found' }))).toEqual(['Acme Staging']),
    );
    // One request for the empty term, one for the whole word: not one per letter.
    expect(calls.searches).toEqual(['', 'staging']);
  });

  it('opens with the term of the URL and says when nothing matches', async () => {
    serveStaff();
    renderApp('/staff/accounts?search=globex');
    expect(await screen.findByText('No accounts match “globex”.')).toBeVisible();
    expect((screen.getByRole('searchbox', { name: 'Search accounts' }) as HTMLInputElement).value).toBe('globex');
  });

  it('opens an account from the results', async () => {
    serveStaff();
    const { router } = renderApp('/staff/accounts');
    await userEvent.click(await screen.findByRole('link', { name: 'Acme Analytics' }));
    expect(await screen.findByRole('heading', { level: 2, name: staffAccount.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/staff/accounts/${ACCOUNT_ID}`);
    // Still the Accounts section.
    expect(screen.getByRole('tab', { name: 'Accounts' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe("an account's flags", () => {
  it('saves the changed flags and account type together, and says so', async () => {
    const calls = serveStaff();
    renderApp(`/staff/accounts/${ACCOUNT_ID}`);
    const save = await screen.findByRole('button', { name: 'Save flags' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: FLAG_TEXTS.pciCompatible.label }));
    await userEvent.click(screen.getByRole('checkbox', { name: FLAG_TEXTS.clusterCreationAllowed.label }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'AWS_SAAS');
    await userEvent.click(save);

    expect(await screen.findByText(STAFF_TEXTS.flagsSaved(staffAccount.name))).toBeVisible();
    expect(calls.flags).toEqual([
      {
        clusterCreationAllowed: false,
        pciCompatible: true,
        onPremisesEnabled: false,
        ssoSelfServeEnabled: false,
        zeroInboundAccessConsoleView: false,
        invoiced: false,
        accountType: 'AWS_SAAS',
      },
    ]);
    // The stored flags are the form's again: nothing left to save.
    expect((screen.getByRole('button', { name: 'Save flags' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: FLAG_TEXTS.pciCompatible.label }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('keeps the changes and says why when the save fails', async () => {
    serveStaff({ saveFlags: () => failure(500, 'INTERNAL', 'Database unavailable') });
    renderApp(`/staff/accounts/${ACCOUNT_ID}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: FLAG_TEXTS.onPremisesEnabled.label }));
    await userEvent.click(screen.getByRole('button', { name: 'Save flags' }));

    expect(await screen.findByText(STAFF_TEXTS.flagsFailed)).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    expect(
      (screen.getByRole('checkbox', { name: FLAG_TEXTS.onPremisesEnabled.label }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('says so for an unknown account id', async () => {
    serveStaff();
    renderApp('/staff/accounts/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d');
    expect(await screen.findByText('There is no account with this id.')).toBeVisible();
  });
});
