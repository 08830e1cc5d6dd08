import { Outlet, useMatches } from '@tanstack/react-router';
import { useMe } from '../shared/auth/session.ts';
import { isStaff } from '../shared/auth/staff.ts';
import { NotAllowed } from './not-allowed.tsx';

/**
 * The console's page, behind the access rule that does not depend on an account:
 * `staticData.staffOnly`. Any matched route may declare it, so a staff route covers its child
 * routes; account permissions are AccountLayout's.
 */
export function ConsoleOutlet() {
  const me = useMe();
  const staffOnly = useMatches({ select: (matches) => matches.some((match) => match.staticData.staffOnly === true) });
  if (staffOnly && !isStaff(me)) return <NotAllowed />;
  return <Outlet />;
}
