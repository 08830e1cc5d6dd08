import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from '../../shared/ui/icons.tsx';

/** Light/dark switch; until first used, the theme follows the system setting. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Dark theme"
      aria-pressed={dark}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </ActionIcon>
  );
}
