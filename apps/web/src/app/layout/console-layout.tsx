import { AppShell, Burger, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useMe } from '../../shared/auth/session.ts';
import { MISSING_MFA_PATH, mustSetUpMfa } from '../mfa-gate.ts';
import { AccountSwitcher } from './account-switcher.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in shell: top bar, sidebar (account switcher, navigation) and the page. */
export function ConsoleLayout() {
  const me = useMe();
  const [navOpened, { toggle: toggleNav }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // The route checks this on every navigation; here, when the session read again says so (an
  // account began enforcing MFA while the user was on a page).
  if (mustSetUpMfa(me, pathname)) return <Navigate to={MISSING_MFA_PATH} replace />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <UnstyledButton component={Link} to="/">
              <Text fw={700} size="lg">
                Datadeck
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label="Console">
        <Stack gap="lg">
          <AccountSwitcher />
          <SidebarNav />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <ImpersonationBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
