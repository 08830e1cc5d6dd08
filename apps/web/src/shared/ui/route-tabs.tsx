import { Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { Link, Outlet, useMatchRoute, type LinkProps } from '@tanstack/react-router';

export interface RouteTab {
  value: string;
  label: string;
  /** The tab's route; its child routes keep the tab selected. */
  to: NonNullable<LinkProps['to']>;
}

type RouteTabsProps = {
  tabs: readonly RouteTab[];
  params: { accountId: string };
  /** What the tab list is, for screen readers ("Settings sections"). */
  label: string;
};

/**
 * A page's tabs as links to their routes, so a tab can be opened in a new browser tab, survives a
 * reload and goes back with the browser; the selected tab's panel holds the route's page. Mantine
 * keeps the tab pattern for the keyboard: arrow keys move between tabs and open them.
 */
export function RouteTabs({ tabs, params, label }: RouteTabsProps) {
  const matchRoute = useMatchRoute();
  // Fuzzy: a tab stays selected on its child routes too (e.g. security/{apiKeyType}/manage-api-key).
  const active = tabs.find((tab) => matchRoute({ to: tab.to, params, fuzzy: true }) !== false)?.value;

  return (
    <>
      <Tabs value={active ?? null} keepMounted={false}>
        <Tabs.List aria-label={label}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              // Mantine renders a button; the router's link takes its place with all its props.
              renderRoot={(props) => <Link {...props} type={undefined} to={tab.to} params={params} />}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          // Every tab has its panel (tabs point to them); only the selected one holds the route's page.
          <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
            {tab.value === active && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
      {/* A route that is none of the caller's tabs still says why it shows nothing ("Not allowed"). */}
      {active === undefined && <Outlet />}
    </>
  );
}
