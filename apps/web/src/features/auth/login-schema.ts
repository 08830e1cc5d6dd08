/** The contracts' login schema in a module of its own, so sign-in can load it (and zod) after painting. */
export { loginBodySchema } from '@datadeck/contracts';
