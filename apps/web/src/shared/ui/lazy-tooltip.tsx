import type { TooltipProps } from '@mantine/core';
import { cloneElement, useEffect, useState, type ReactElement, type Ref } from 'react';
import { lazyModule, useLazyModule } from '../lazy/lazy-module.ts';

const tooltipModule = lazyModule(() => import('./mantine-tooltip.ts'));

/** What the placeholder sets on the element (which must not need these itself). */
type Trigger = {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
};
type LazyTooltipProps = Omit<TooltipProps, 'children'> & { children: ReactElement<Trigger> };

/**
 * Mantine's Tooltip, whose code (floating-ui) is fetched when the page is idle or the user first
 * points at, touches or focuses the element, rather than with the page. Until then the element is
 * shown as it is (a tooltip takes no room: nothing moves when it arrives); if the user reached it
 * first, the tooltip opens as it arrives, and an element that had focus gets it back.
 */
export const LazyTooltip = lazyTooltipOf(tooltipModule);

/** A LazyTooltip on a module of its own (a test's, which starts not yet loaded). */
export function lazyTooltipOf(lazy: typeof tooltipModule) {
  return function LazyTooltipOn({ children, ...props }: LazyTooltipProps) {
    return (
      <LoadingTooltip lazy={lazy} {...props}>
        {children}
      </LoadingTooltip>
    );
  };
}

function LoadingTooltip({ lazy, children, ...props }: LazyTooltipProps & { lazy: typeof tooltipModule }) {
  const { module, request } = useLazyModule(lazy);
  // The element as mounted (its placeholder node, then the one under the tooltip).
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [reached, setReached] = useState<'focus' | 'pointer' | undefined>(undefined);

  useEffect(() => {
    // The element is a new node under the tooltip: hand focus back, which opens the tooltip.
    if (module !== undefined && reached === 'focus') element?.focus();
  }, [module, reached, element]);

  useEffect(() => {
    // Opened for a pointer that reached the placeholder: the pointer never entered the new node,
    // so no mouseleave would close the tooltip (it stayed open in an e2e run). Its first move off
    // the element closes it; after that the tooltip follows the pointer itself.
    if (module === undefined || reached !== 'pointer' || element === null) return undefined;
    const closeOffElement = (event: PointerEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) setReached(undefined);
    };
    document.addEventListener('pointermove', closeOffElement);
    return () => document.removeEventListener('pointermove', closeOffElement);
  }, [module, reached, element]);

  if (module === undefined) {
    const reach = (how: 'focus' | 'pointer') => () => {
      setReached(how);
      request();
    };
    return cloneElement(children, {
      ref: setElement,
      onMouseEnter: reach('pointer'),
      onMouseLeave: () => setReached(undefined),
      onTouchStart: reach('pointer'),
      onFocus: reach('focus'),
    });
  }
  const { Tooltip } = module;
  return (
    // A new key when the pointer's opening ends: the tooltip starts again, closed.
    <Tooltip
      key={reached === 'pointer' ? 'opened-by-pointer' : 'idle'}
      {...props}
      defaultOpened={reached === 'pointer'}
    >
      {cloneElement(children, { ref: setElement })}
    </Tooltip>
  );
}
