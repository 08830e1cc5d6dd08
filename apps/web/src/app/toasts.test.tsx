import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';

const containers = () => document.querySelectorAll('.mantine-Notifications-root');

describe('Toasts', () => {
  it('loads the toast container only once a toast is shown, and then shows it', async () => {
    render(<AppProviders env="test">page</AppProviders>);
    // Give a container loaded at once (as before) every chance to appear.
    await act(() => import('../shared/ui/toast-container.tsx'));
    expect(containers()).toHaveLength(0);

    act(() => {
      notifications.show({ message: 'Saved' });
    });
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(containers().length).toBeGreaterThan(0);
  });
});
