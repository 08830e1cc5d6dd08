import {
  api,
  DEFAULT_SECURITY_SETTINGS,
  PCI_DEPENDENTS,
  securitySettingsSchema,
  type Account,
  type ApiKeys,
  type Me,
  type Role,
  type SecuritySettingsView,
} from '@datadeck/contracts';
import { screen } from '@testing-library/react';
import { ok, stubApi, type FakeRequest, type Reply } from '../../test/fake-api.ts';
import { ACCOUNT_ID, signedInAs } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { SETTING_TEXTS } from './setting-texts.ts';

export const securityPage = `/accounts/${ACCOUNT_ID}/settings/security`;

/** Everything off, two owners, no PCI cluster, no single sign-on. */
export function securityView(overrides: Partial<SecuritySettingsView> = {}): SecuritySettingsView {
  return {
    ...DEFAULT_SECURITY_SETTINGS,
    hasActiveExternalIDP: false,
    hasActivePCICluster: false,
    hasTwoOwners: true,
    ...overrides,
  };
}

/** All six PCI dependents on. */
export const PCI_ON = Object.fromEntries(PCI_DEPENDENTS.map((name) => [name, true]));

type ServeOptions = {
  role?: Role;
  user?: Partial<Me>;
  /** Answers GET; a view, or a reply such as a failure. */
  load?: () => Reply;
  /** Answers PUT; by default stores the body and echoes it with the view's facts. */
  save?: (request: FakeRequest) => Reply;
  /** The user's API keys on the account (the API key security section); none by default. */
  apiKeys?: ApiKeys['apiKeys'];
};

/** The API of the security tab; returns the bodies of the PUTs it received. */
export function serveSecurity(
  view: SecuritySettingsView,
  { role = 'OWNER', user = {}, load, save, apiKeys = [] }: ServeOptions = {},
) {
  const puts: unknown[] = [];
  const signedIn: Me = signedInAs(role, user).me;
  const theAccount: Account = signedInAs(role).account;
  stubApi([
    [api.auth.me, () => ok(signedIn)],
    [api.accounts.get, () => ok(theAccount)],
    [api.security.get, load ?? (() => ok(view))],
    [api.apiKeys.list, () => ok({ apiKeys, allowedApiKeyTypes: [] })],
    [
      api.security.update,
      (request) => {
        puts.push(request.body);
        return save ? save(request) : ok({ ...view, ...securitySettingsSchema.parse(request.body) });
      },
    ],
  ]);
  return puts;
}

/** Opens the tab and waits for the form. */
export async function openSecurity() {
  const view = renderApp(securityPage);
  await screen.findByRole('checkbox', { name: 'PCI compliance' });
  return view;
}

export const pciBox = () => screen.getByRole('checkbox', { name: 'PCI compliance' });

export const settingBox = (name: keyof typeof SETTING_TEXTS) =>
  screen.getByRole('checkbox', { name: SETTING_TEXTS[name].label });

export const dependentBoxes = () => PCI_DEPENDENTS.map(settingBox);

export const isChecked = (box: HTMLElement) => (box as HTMLInputElement).checked;
export const isDisabled = (box: HTMLElement) => (box as HTMLInputElement).disabled;
