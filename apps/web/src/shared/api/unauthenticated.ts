export const SIGN_IN_PATH = '/sign-in';

type SignInRedirect = (returnTo: string) => void;

/** Until the router takes over, a full page load still gets the user to the sign-in page. */
const pageLoadRedirect: SignInRedirect = (returnTo) => {
  window.location.assign(`${SIGN_IN_PATH}?${new URLSearchParams({ redirect: returnTo })}`);
};

let redirectToSignIn = pageLoadRedirect;

/**
 * Chooses how a lost session sends the user to sign in (the app passes a router navigation).
 * Returns a function that restores the previous behaviour.
 */
export function onUnauthenticated(redirect: SignInRedirect): () => void {
  redirectToSignIn = redirect;
  return () => {
    if (redirectToSignIn === redirect) redirectToSignIn = pageLoadRedirect;
  };
}

/** The session is gone: sign in again, then come back to where the user was. */
export function reportUnauthenticated(): void {
  const { pathname, search } = window.location;
  if (pathname === SIGN_IN_PATH) return;
  redirectToSignIn(pathname + search);
}
