import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client.ts';
import { Toasts } from '../shared/ui/toasts.tsx';
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
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
