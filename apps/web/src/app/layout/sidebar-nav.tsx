import { NavLink, Stack } from '@mantine/core';
import '@mantine/core/styles/NavLink.layer.css';
import { createLink, useParams } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useCan } from '../../shared/auth/use-can.ts';

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

/** The pages of the current account. */
export function SidebarNav() {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  const canViewSettings = useCan('VIEW_SETTINGS');
  if (accountId === undefined) return null;
  return (
    <Stack gap={4}>
      <SidebarLink to="/accounts/$accountId" params={{ accountId }} activeOptions={{ exact: true }} label="Clusters" />
      <SidebarLink to="/accounts/$accountId/pricing" params={{ accountId }} label="Pricing" />
      {/* Active on every settings tab: the link matches its child routes too. */}
      {canViewSettings && <SidebarLink to="/accounts/$accountId/settings" params={{ accountId }} label="Settings" />}
    </Stack>
  );
}
