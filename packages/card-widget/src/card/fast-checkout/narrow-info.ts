import { WIDGET_BREAKPOINTS } from '@datadeck/contracts/provider';

/** Narrower than the SPEC §9 "cookie info" breakpoint (480 px); fractional widths count as narrow. */
export const NARROW_QUERY = `(max-width: ${WIDGET_BREAKPOINTS.cookieInfoPx - 0.02}px)`;

/**
 * SPEC §9: below 480 px the fast-checkout info text collapses behind a disclosure button (it
 * would push the pay button off a phone's screen); wider, the text is shown and the button is not.
 * Follows the viewport as it changes (a phone turned sideways).
 */
export function collapsibleInfo(info: HTMLElement, button: HTMLButtonElement): { destroy(): void } {
  const query = typeof matchMedia === 'function' ? matchMedia(NARROW_QUERY) : null;
  let expanded = false;
  const apply = () => {
    const narrow = query?.matches === true;
    button.hidden = !narrow;
    button.setAttribute('aria-expanded', String(expanded));
    info.hidden = narrow && !expanded;
  };
  button.setAttribute('aria-controls', info.id);
  button.addEventListener('click', () => {
    expanded = !expanded;
    apply();
  });
  query?.addEventListener('change', apply);
  apply();
  return { destroy: () => query?.removeEventListener('change', apply) };
}
