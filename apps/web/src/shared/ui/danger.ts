/**
 * The colour of a destructive outline button (Delete, Unlink, Revoke, Deactivate): its text sits
 * on the page, not on a red fill, so it takes the theme's error red, which keeps 4.5:1 in both
 * themes (red 9 on light, red 4 on dark; app/theme.ts). Red 9 alone is 2.5:1 on the dark page.
 * Filled destructive buttons keep red 9 under their white text.
 */
export const DANGER_OUTLINE_COLOR = 'var(--mantine-color-error)';
