import type { Role } from '@datadeck/contracts';
import { useImpersonating } from '../../shared/auth/use-can.ts';
import { useChildRouteTabs } from '../../shared/ui/child-route-tabs.ts';
import { RouteTabs } from '../../shared/ui/route-tabs.tsx';

type SettingsTabsProps = { accountId: string; role: Role };

/** The Settings tabs the role may see (SPEC §2), as links to their routes: the route table declares them. */
export function SettingsTabs({ accountId, role }: SettingsTabsProps) {
  const tabs = useChildRouteTabs('/console/accounts/$accountId/settings', role, useImpersonating());
  return <RouteTabs tabs={tabs} params={{ accountId }} label="Settings sections" />;
}
