import type { SsoRefusal } from '@datadeck/contracts';
import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../../shared/lazy/lazy-module.ts';

const ssoTexts = lazyModule(() => import('./sso-texts.ts'));

/** Why a single sign-on came back refused, in the contracts' words, once they have loaded. */
export function useSsoRefusalText(reason: SsoRefusal | undefined): string | undefined {
  const { module, request } = useLazyModule(ssoTexts);
  const wanted = reason !== undefined;
  // Asked for at once, not when the page is idle: it is what the page has to say first.
  useEffect(() => {
    if (wanted) request();
  }, [wanted, request]);
  return reason === undefined ? undefined : module?.SSO_MESSAGES.refused[reason];
}
