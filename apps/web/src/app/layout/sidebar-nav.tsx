import { NavLink, Stack } from '@mantine/core';
import '@mantine/core/styles/NavLink.layer.css';
import { createLink, useParams } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { isUuid } from '@datadeck/contracts';
import { useQuery } from '@tanstack/react-query';
import { visibleClusterResourceTabs } from '../../features/cluster-resources/cluster-resources-tabs.ts';
import { accountQuery } from '../../shared/account/account-query.ts';
import { useCan, useImpersonating } from '../../shared/auth/use-can.ts';

type NavAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style' | 'onChange'> & {
  label: string;
  ref?: Ref<HTMLAnchorElement>;
  'data-status'?: string;
};

/** Mantine's NavLink, highlighted while its route is active (the router marks it `data-status`). */
function NavAnchor({ ref, 'data-status': status, ...props }: NavAnchorProps) {
  return <NavLink component="a" ref={ref} active={status === 'active'} {...props} />;
}

const SidebarLink = createLink(NavAnchor);

/** Whether the caller sees any Cluster Resources tab on the account (the account is read by then). */
function useHasClusterResources(accountId: string | undefined): boolean {
  const impersonating = useImpersonating();
  // An id that is no account id is "not found" without asking the server (the account route's rule).
  const valid = accountId !== undefined && isUuid(accountId);
  const { data: account } = useQuery({ ...accountQuery(accountId ?? ''), enabled: valid });
  return account !== undefined && visibleClusterResourceTabs(account, impersonating).length > 0;
}

/** The pages of the current account. */
export function SidebarNav() {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  const canViewSettings = useCan('VIEW_SETTINGS');
  const hasClusterResources = useHasClusterResources(accountId);
  if (accountId === undefined) return null;
  return (
    <Stack gap={4}>
      <SidebarLink to="/accounts/$accountId" params={{ accountId }} activeOptions={{ exact: true }} label="Clusters" />
      <SidebarLink to="/accounts/$accountId/pricing" params={{ accountId }} label="Pricing" />
      {/* Active on every settings tab: the link matches its child routes too. */}
      {hasClusterResources && (
        <SidebarLink to="/accounts/$accountId/cluster-resources" params={{ accountId }} label="Cluster Resources" />
      )}
      {canViewSettings && <SidebarLink to="/accounts/$accountId/settings" params={{ accountId }} label="Settings" />}
    </Stack>
  );
}
