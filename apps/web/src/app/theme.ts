import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults with the shades that keep text at WCAG AA contrast (4.5:1) in both
 * themes: primary blue 8 carries white text, auto contrast picks black on light fills.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  components: {
    // Toasts' close buttons have no text of their own: name them, as the modals' are.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Alert titles in the alert's colour fall below 4.5:1 on its light fill (yellow 2.7:1, green
    // 3.8:1): they take the text colour; the icon and the fill still carry the alert's colour.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
});

/**
 * Mantine's dimmed grey and error red are below 4.5:1 on the page background in both themes;
 * in the light theme, blue 8 text on the hovered light fill is 4.0:1, so a hovered active link
 * gets blue 0 (4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '',
    '--mantine-color-error': t.colors.red[9] ?? '',
    '--mantine-color-blue-light-hover': t.colors.blue[0] ?? '',
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '', '--mantine-color-error': t.colors.red[4] ?? '' },
});
