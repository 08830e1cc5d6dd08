import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LazyTooltip } from './lazy-tooltip.tsx';

describe('LazyTooltip', () => {
  it('opens on keyboard focus once its code has arrived, and the element keeps the focus', async () => {
    renderWithProviders(
      <LazyTooltip label="Why it is so" events={{ hover: true, focus: true, touch: true }}>
        <button type="button">Create Cluster</button>
      </LazyTooltip>,
    );
    await userEvent.tab();

    expect((await screen.findByRole('tooltip')).textContent).toBe('Why it is so');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Create Cluster'));
  });

  it('opens on hover', async () => {
    renderWithProviders(
      <LazyTooltip label="Running" events={{ hover: true, focus: true, touch: true }}>
        <span>Badge</span>
      </LazyTooltip>,
    );
    await userEvent.hover(screen.getByText('Badge'));

    expect((await screen.findByRole('tooltip')).textContent).toBe('Running');
  });
});
