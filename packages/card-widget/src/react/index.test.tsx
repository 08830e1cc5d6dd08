import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardComponent } from '../card/card.ts';
import { CardWidget } from './index.tsx';

const checkout = {
  clientKey: 'test_K',
  environment: 'test',
  locale: 'en-US',
  countryCode: 'US',
  analytics: { enabled: false },
};

describe('<CardWidget>', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}')),
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('mounts once under StrictMode, keeps the iframes when callbacks change and unmounts on cleanup', async () => {
    const onComponent = vi.fn<(component: CardComponent) => void>();
    const first = vi.fn<() => void>();
    const second = vi.fn<() => void>();
    const { container, rerender, unmount } = render(
      <StrictMode>
        <CardWidget
          checkout={{ ...checkout, onChange: first }}
          card={{ brands: ['mc', 'visa'] }}
          onComponent={onComponent}
        />
      </StrictMode>,
      // Detached: happy-dom would otherwise load the iframe pages from the network.
      { container: document.createElement('div') },
    );
    const component = onComponent.mock.calls.at(-1)?.[0];
    await act(async () => {
      await component?.rendered;
    });
    expect(container.querySelectorAll('.dd-card')).toHaveLength(1);
    expect(container.querySelectorAll('iframe.dd-iframe')).toHaveLength(3);
    const iframe = container.querySelector('iframe');
    first.mockClear();
    rerender(
      <StrictMode>
        <CardWidget
          checkout={{ ...checkout, onChange: second }}
          card={{ brands: ['mc', 'visa'] }}
          onComponent={onComponent}
        />
      </StrictMode>,
    );
    expect(container.querySelector('iframe')).toBe(iframe);
    component?.showValidation();
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
    unmount();
    expect(container.querySelector('.dd-card')).toBeNull();
  });
});
