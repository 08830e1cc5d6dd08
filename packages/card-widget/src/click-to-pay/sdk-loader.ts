import {
  CLICK_TO_PAY_SDK_GLOBALS,
  clickToPaySdkPath,
  type ClickToPayScheme,
  type ClickToPaySchemeSdk,
  type ClickToPaySdkEnvironment,
} from '@datadeck/contracts/provider';
import { WidgetError } from '../core/errors.ts';
import { loadScript } from '../core/script-loader.ts';

export interface SchemeSdk {
  scheme: ClickToPayScheme;
  sdk: ClickToPaySchemeSdk;
}

const METHODS = [
  'init',
  'isRecognized',
  'identityLookup',
  'initiateIdentityValidation',
  'completeIdentityValidation',
  'getSrcProfile',
  'checkout',
  'unbindAppInstance',
] as const;

const isSchemeSdk = (value: unknown): value is ClickToPaySchemeSdk =>
  typeof value === 'object' &&
  value !== null &&
  METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');

/** SPEC §7 "sandbox or live script URLs": a test client key (the `test` environment) loads the sandbox SDKs. */
export const sdkEnvironmentOf = (clientKey: string): ClickToPaySdkEnvironment =>
  clientKey.startsWith('live_') ? 'live' : 'sandbox';

/** Loads each scheme's SDK script from the provider and answers the objects they defined. */
export async function loadSchemeSdks(
  providerUrl: string,
  environment: ClickToPaySdkEnvironment,
  schemes: readonly ClickToPayScheme[],
): Promise<SchemeSdk[]> {
  return Promise.all(
    schemes.map(async (scheme) => {
      await loadScript(`${providerUrl}${clickToPaySdkPath(environment, scheme)}`);
      const sdk: unknown = (window as unknown as Record<string, unknown>)[CLICK_TO_PAY_SDK_GLOBALS[scheme]];
      // A script that loaded but defined nothing usable is as good as none.
      if (!isSchemeSdk(sdk)) throw new WidgetError('SCRIPT_ERROR', 'Unable to load script');
      return { scheme, sdk };
    }),
  );
}
