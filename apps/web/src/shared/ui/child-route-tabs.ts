import { callerHasPermission, type Permission, type Role } from '@datadeck/contracts';
import { useRouter, type AnyRoute } from '@tanstack/react-router';
import type { RouteTab } from './route-tabs.tsx';

/** What makes a route a tab of its parent page: its label and who may see it. */
export interface TabRule {
  label: string;
  /** The permission a role needs to see the tab; the route's own access rule is the same. */
  permission: Permission;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on a child route that is a tab of its parent page (the route table says which and in what order). */
    tab?: TabRule;
  }
}

/**
 * The tabs of a tabbed page, read from the route table: the children of `parentId` that carry a
 * `tab` rule, in the table's order, that the role may see (impersonation switches some off, as the
 * tab's route does). A new tab is thus one route declaration; no list of tabs is kept elsewhere.
 */
export function useChildRouteTabs(parentId: string, role: Role, impersonating: boolean): RouteTab[] {
  const routes: Record<string, AnyRoute | undefined> = useRouter().routesById;
  const children: unknown = routes[parentId]?.children;
  if (!Array.isArray(children)) return [];
  return children.flatMap((child: AnyRoute) => {
    const rule = child.options.staticData?.tab;
    if (rule === undefined || !callerHasPermission(role, rule.permission, impersonating)) return [];
    return [{ value: child.id, label: rule.label, to: child.fullPath }];
  });
}
