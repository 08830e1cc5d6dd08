import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.layer.css';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { useMe } from '../../shared/auth/session.ts';
import { isStaff } from '../../shared/auth/staff.ts';
import { useSignOut } from '../../shared/auth/use-sign-out.ts';

type UserMenuDropdownProps = {
  /** Open at once: the user clicked the placeholder before this code had arrived. */
  defaultOpened: boolean;
  targetRef: Ref<HTMLButtonElement>;
};

/** The user's menu (Mantine Menu: popover, focus trap); UserMenu loads it once needed. */
export function UserMenuDropdown({ defaultOpened, targetRef }: UserMenuDropdownProps) {
  const me = useMe();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button ref={targetRef} variant="default">
          {me.displayName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.email}</Menu.Label>
        <Menu.Item renderRoot={(props) => <Link to="/change-password" {...props} />}>Change password</Menu.Item>
        {isStaff(me) && <Menu.Item renderRoot={(props) => <Link to="/staff" {...props} />}>Staff</Menu.Item>}
        <Menu.Item onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
