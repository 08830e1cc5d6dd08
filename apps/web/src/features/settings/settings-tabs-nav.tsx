import type { Role } from '@datadeck/contracts';
import { Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { Link, Outlet, useMatchRoute } from '@tanstack/react-router';
import { useImpersonating } from '../../shared/auth/use-can.ts';
import { SETTINGS_TABS, settingsTabPath, visibleSettingsTabs } from './settings-tabs.ts';

type SettingsTabsProps = { accountId: string; role: Role };

/**
 * The tabs are links to their routes, so a tab can be opened in a new browser tab, survives a
 * reload and goes back with the browser. Mantine keeps the tab pattern for the keyboard: arrow
 * keys move between tabs and open them (the focused link is clicked).
 */
export function SettingsTabs({ accountId, role }: SettingsTabsProps) {
  const matchRoute = useMatchRoute();
  const tabs = visibleSettingsTabs(role, useImpersonating());
  // Fuzzy: a tab stays selected on its child routes too (e.g. security/{apiKeyType}/manage-api-key).
  const active = tabs.find(
    (tab) => matchRoute({ to: settingsTabPath(tab), params: { accountId }, fuzzy: true }) !== false,
  );

  return (
    <>
      <Tabs value={active ?? null} keepMounted={false}>
        <Tabs.List aria-label="Settings sections">
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              // Mantine renders a button; the router's link takes its place with all its props.
              renderRoot={(props) => (
                <Link {...props} type={undefined} to={settingsTabPath(tab)} params={{ accountId }} />
              )}
            >
              {SETTINGS_TABS[tab].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          // Every tab has its panel (tabs point to them); only the selected one holds the route's page.
          <Tabs.Panel key={tab} value={tab} pt="lg">
            {tab === active && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
      {/* A route that is none of the role's tabs still says why it shows nothing ("Not allowed"). */}
      {active === undefined && <Outlet />}
    </>
  );
}
