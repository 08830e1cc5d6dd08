/*
 * The organisation pages, one module for the route table's lazy imports (each page lives in its
 * own file): they share their queries, forms and toasts, and are visited together.
 */
export { NewOrganizationPage } from './new-organization-page.tsx';
export { OrganizationLinkedAccountsPage } from './linked-accounts-page.tsx';
export { OrganizationDetailsPage } from './organization-details-page.tsx';
export { OrganisationNotFound } from './organisation-not-found.tsx';
