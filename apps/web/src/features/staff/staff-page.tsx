import { Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { Link, Outlet, useMatchRoute } from '@tanstack/react-router';
import { STAFF_SECTION_KEYS, STAFF_SECTIONS } from './staff-sections.ts';

/**
 * /staff: functions of the console's operator, one tab per section. As on the settings page,
 * the tabs are links to their routes (reload, new browser tab, back all work) and keep the
 * keyboard pattern of tabs.
 */
export function StaffPage() {
  const matchRoute = useMatchRoute();
  // Fuzzy: Accounts stays selected on an account's page below it.
  const active = STAFF_SECTION_KEYS.find((key) => matchRoute({ to: STAFF_SECTIONS[key].path, fuzzy: true }) !== false);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Staff</Title>
        <Text c="dimmed">Look up and configure customer accounts, and run the console.</Text>
      </Stack>
      <Tabs value={active ?? null} keepMounted={false}>
        <Tabs.List aria-label="Staff sections">
          {STAFF_SECTION_KEYS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              // Mantine renders a button; the router's link takes its place with all its props.
              renderRoot={(props) => <Link {...props} type={undefined} to={STAFF_SECTIONS[key].path} />}
            >
              {STAFF_SECTIONS[key].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAFF_SECTION_KEYS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="lg">
            {key === active && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
