import { LIMITS } from '@datadeck/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProvidersProps = {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
};

/** Theme (light/dark follows the system until the user picks one), query cache, toasts. */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
      <QueryClientProvider client={queryClient}>
        <Notifications autoClose={LIMITS.toastMs} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
