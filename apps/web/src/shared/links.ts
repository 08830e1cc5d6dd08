/** The product documentation, opened in a new tab from the landing page. */
export const DOCUMENTATION_URL = 'https://www.instaclustr.com/support/documentation/';
