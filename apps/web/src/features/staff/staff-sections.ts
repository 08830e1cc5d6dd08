/** THE sections of the staff page, in display order, each a child route of /staff. */
export const STAFF_SECTIONS = {
  accounts: { label: 'Accounts', path: '/staff/accounts' },
  featureSwitches: { label: 'Feature switches', path: '/staff/feature-switches' },
  messages: { label: 'Messages of the day', path: '/staff/messages' },
} as const;

export type StaffSection = keyof typeof STAFF_SECTIONS;

export const STAFF_SECTION_KEYS = Object.keys(STAFF_SECTIONS) as StaffSection[];
