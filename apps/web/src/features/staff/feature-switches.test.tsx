import { FEATURE_SWITCHES } from '@datadeck/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { serveStaff } from './staff-test-kit.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

describe('feature switches', () => {
  it('shows each switch with what it does, and saves a flip at once', async () => {
    const calls = serveStaff();
    renderApp('/staff/feature-switches');
    const maintenance = await screen.findByRole('switch', {
      name: 'Database maintenance',
      description: FEATURE_SWITCHES.databaseMaintenance,
    });
    expect((maintenance as HTMLInputElement).checked).toBe(false);
    const meReads = calls.meReads;

    await userEvent.click(maintenance);

    expect(await screen.findByText(STAFF_TEXTS.switchSaved('Database maintenance', true))).toBeVisible();
    expect(calls.switches).toEqual([{ databaseMaintenance: true }]);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Database maintenance' }) as HTMLInputElement).checked).toBe(true),
    );
    // Every page learns of the switch from /v1/me, which is read again.
    await waitFor(() => expect(calls.meReads).toBe(meReads + 1));
  });

  it('is operable from the keyboard', async () => {
    const calls = serveStaff();
    renderApp('/staff/feature-switches');
    (await screen.findByRole('switch', { name: 'Database maintenance' })).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(calls.switches).toEqual([{ databaseMaintenance: true }]));
  });
});
