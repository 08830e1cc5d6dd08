import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useMe } from '../../shared/auth/session.ts';
import { lazyModule, useLazyModule } from '../../shared/lazy/lazy-module.ts';

const dropdownModule = lazyModule(() => import('./user-menu-dropdown.tsx'));

/**
 * The user's name in the top bar, opening their menu. The menu's code (popover, floating-ui, focus
 * trap) is fetched when the page is idle or the user reaches for the button, not before the page
 * can paint; until then the same button stands in its place, so nothing moves, and a click on it
 * opens the menu as soon as it has arrived.
 */
export function UserMenu() {
  const me = useMe();
  const { module, request } = useLazyModule(dropdownModule);
  const [clicked, setClicked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    // The real button is a new node: keep the keyboard where it was (an opened menu takes it).
    if (module !== undefined && hadFocus.current && !clicked) button.current?.focus();
  }, [module, clicked]);

  if (module !== undefined) return <module.UserMenuDropdown defaultOpened={clicked} targetRef={button} />;
  return (
    <Button
      ref={button}
      variant="default"
      aria-haspopup="menu"
      aria-expanded={false}
      onMouseEnter={request}
      onFocus={() => {
        hadFocus.current = true;
        request();
      }}
      onBlur={() => (hadFocus.current = false)}
      onClick={() => {
        setClicked(true);
        request();
      }}
    >
      {me.displayName}
    </Button>
  );
}
