import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

describe('ThemeToggle', () => {
  it('starts from the system setting and switches between light and dark', async () => {
    renderWithProviders(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    // happy-dom reports no dark preference: the system setting is light.
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
