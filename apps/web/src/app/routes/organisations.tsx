import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountDetailsQuery } from '../../shared/account/account-details-query.ts';
import { organisationQuery } from '../../features/organisations/api.ts';
import { requires } from '../route-access.ts';
import { notFoundOnMissing } from '../route-data.ts';
import { paramsOf, uuid } from '../route-params.ts';
import { accountRoute } from './account.tsx';
import { consoleRoute } from './console.tsx';

const organisationPages = () => import('../../features/organisations/organisation-pages.tsx');
const organisationNotFound = lazyRouteComponent(organisationPages, 'OrganisationNotFound');

/** /accounts/{accountId}/new-organization (SPEC §2): an OWNER makes the account an organisation's first. */
export const newOrganisationRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'new-organization',
  beforeLoad: requires('CREATE_ORGANISATION'),
  // The page says so when the account belongs to an organisation already.
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(accountDetailsQuery(params.accountId)),
  component: lazyRouteComponent(organisationPages, 'NewOrganizationPage'),
});

/**
 * An organisation's pages (SPEC §2) stand beside the accounts, not under one: an organisation
 * spans accounts. The server answers 404 to whoever does not own it.
 */
export const organisationRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'organizations/$organisationId',
  params: paramsOf({ organisationId: uuid }),
  loader: ({ context: { queryClient }, params }) =>
    notFoundOnMissing(queryClient.ensureQueryData(organisationQuery(params.organisationId))),
  notFoundComponent: organisationNotFound,
  component: lazyRouteComponent(organisationPages, 'OrganizationLinkedAccountsPage'),
});

export const organisationDetailsRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'organizations/$organisationId/details',
  params: paramsOf({ organisationId: uuid }),
  loader: ({ context: { queryClient }, params }) =>
    notFoundOnMissing(queryClient.ensureQueryData(organisationQuery(params.organisationId))),
  notFoundComponent: organisationNotFound,
  component: lazyRouteComponent(organisationPages, 'OrganizationDetailsPage'),
});
