import type { Role } from '@datadeck/contracts';
import { useImpersonating } from '../../shared/auth/use-can.ts';
import { RouteTabs } from '../../shared/ui/route-tabs.tsx';
import { SETTINGS_TABS, settingsTabPath, visibleSettingsTabs } from './settings-tabs.ts';

type SettingsTabsProps = { accountId: string; role: Role };

/** The Settings tabs the role may see (SPEC §2), as links to their routes. */
export function SettingsTabs({ accountId, role }: SettingsTabsProps) {
  const tabs = visibleSettingsTabs(role, useImpersonating()).map((tab) => ({
    value: tab,
    label: SETTINGS_TABS[tab].label,
    to: settingsTabPath(tab),
  }));
  return <RouteTabs tabs={tabs} params={{ accountId }} label="Settings sections" />;
}
