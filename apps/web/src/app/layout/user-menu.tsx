import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.layer.css';
import { Link } from '@tanstack/react-router';
import { useMe } from '../../shared/auth/session.ts';
import { isStaff } from '../../shared/auth/staff.ts';
import { useSignOut } from '../../shared/auth/use-sign-out.ts';

export function UserMenu() {
  const me = useMe();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="default">{me.displayName}</Button>
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
