import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { lazyModule } from '../lazy/lazy-module.ts';
import { LazyTooltip, lazyTooltipOf } from './lazy-tooltip.tsx';

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

  it('opened by a pointer that reached it before its code, closes when the pointer moves off', async () => {
    // A module of its own, not yet loaded: the pointer reaches the placeholder, not the tooltip.
    const FreshTooltip = lazyTooltipOf(lazyModule(() => import('./mantine-tooltip.ts')));
    renderWithProviders(
      <div>
        <FreshTooltip label="Provisioning" events={{ hover: true, focus: true, touch: true }}>
          <span>Badge</span>
        </FreshTooltip>
        <p>Elsewhere</p>
      </div>,
    );
    await userEvent.hover(screen.getByText('Badge'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Provisioning');

    // The element under the tooltip is a new node the pointer never entered: no mouseleave comes.
    fireEvent.pointerMove(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
