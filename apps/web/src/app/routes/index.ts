import {
  accountRoute,
  clusterListRoute,
  clusterMonitoringRoute,
  clusterRoute,
  createClusterRoute,
  pricingRoute,
} from './account.tsx';
import {
  clusterResourcesIndexRoute,
  clusterResourcesRoute,
  encryptionKeysTabRoute,
  oidcProvidersTabRoute,
  oidcProvidersIndexRoute,
  oidcProvidersSummaryRoute,
  newOidcProviderRoute,
  editOidcProviderRoute,
  privateCloudTabRoute,
  tagsTabRoute,
  terraformTabRoute,
  ziaGatewayTabRoute,
} from './cluster-resources.tsx';
import { changePasswordRoute, consoleRoute, homeRoute, missingMfaRoute } from './console.tsx';
import { newOrganisationRoute, organisationDetailsRoute, organisationRoute } from './organisations.tsx';
import { acceptInvitationRoute, confirmDeletionRoute, rootRoute, signInRoute } from './root.tsx';
import { settingsTree } from './settings.tsx';
import {
  featureSwitchesRoute,
  staffAccountRoute,
  staffAccountsRoute,
  staffIndexRoute,
  staffMessagesRoute,
  staffRoute,
} from './staff.tsx';

/**
 * THE route table: the tree of every route of the console. Each route is declared in the file of
 * its area (root, console, account, settings, cluster resources, organisations, staff) with its page, access rule and data.
 */
export const routeTree = rootRoute.addChildren([
  signInRoute,
  confirmDeletionRoute,
  acceptInvitationRoute,
  consoleRoute.addChildren([
    homeRoute,
    changePasswordRoute,
    missingMfaRoute,
    organisationRoute,
    organisationDetailsRoute,
    staffRoute.addChildren([
      staffIndexRoute,
      staffAccountsRoute,
      staffAccountRoute,
      featureSwitchesRoute,
      staffMessagesRoute,
    ]),
    accountRoute.addChildren([
      clusterListRoute,
      clusterRoute,
      clusterMonitoringRoute,
      createClusterRoute,
      pricingRoute,
      newOrganisationRoute,
      settingsTree,
      // One child route per tab (and its pages) follows the index, in the tabs' order.
      clusterResourcesRoute.addChildren([
        clusterResourcesIndexRoute,
        encryptionKeysTabRoute,
        tagsTabRoute,
        oidcProvidersTabRoute.addChildren([
          oidcProvidersIndexRoute,
          oidcProvidersSummaryRoute,
          newOidcProviderRoute,
          editOidcProviderRoute,
        ]),
        terraformTabRoute,
        privateCloudTabRoute,
        ziaGatewayTabRoute,
      ]),
    ]),
  ]),
]);
