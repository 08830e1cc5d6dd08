import { AppShell, Burger, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, useRouterState } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { useSession } from '../../shared/auth/session.ts';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { ConsoleOutlet } from '../console-outlet.tsx';
import { AccountSwitcher } from './account-switcher.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

const MISSING_MFA = '/missing-mfa';

/** The signed-in shell: top bar, sidebar (account switcher, navigation) and the page. */
export function ConsoleLayout() {
  const session = useSession();
  const [navOpened, { toggle: toggleNav }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (!session.isSuccess) {
    // A 401 is already on its way to the sign-in page; keep showing progress meanwhile.
    const failed = session.isError && !isApiError(session.error, 401);
    return (
      <main>
        {failed ? <ErrorState error={session.error} onRetry={() => void session.refetch()} /> : <PageLoader />}
      </main>
    );
  }

  // An account requires MFA the user lacks: every console page waits until it is set up.
  if (session.data.mfaSetupRequired && pathname !== MISSING_MFA) return <Navigate to={MISSING_MFA} replace />;

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
        <ConsoleOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
