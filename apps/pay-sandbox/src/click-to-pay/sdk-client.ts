/**
 * The simulated scheme SDK object (what `window.DatadeckSrcVisa` / `window.DatadeckSrcMastercard`
 * are): the interface of contracts/provider/click-to-pay.ts over the simulator's HTTP API (api.ts).
 * Runs in the merchant's page (sdk-runtime.ts) and in the sandbox's tests (with Node's fetch).
 */
import {
  CLICK_TO_PAY_IDENTITY_TYPES,
  type ClickToPaySchemeSdk,
  type ClickToPayScheme,
  type ClickToPaySdkEnvironment,
  type SrcError,
} from '@datadeck/contracts/provider';

/** Where the SDK keeps this device's recognition (a real scheme uses a cookie of its own domain). */
export interface DeviceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** One key for both schemes: a Click to Pay profile recognised by one is recognised by the other. */
export const DEVICE_STORAGE_KEY = 'datadeck-ctp-device';

/** What the SDK's promises reject with: the scheme's reason and message. */
export class SchemeSdkError extends Error implements SrcError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'SchemeSdkError';
  }
}

interface ErrorBody {
  errorCode?: unknown;
  message?: unknown;
}

export interface SchemeSdkSetup {
  /** The sandbox origin the script came from. */
  base: string;
  scheme: ClickToPayScheme;
  environment: ClickToPaySdkEnvironment;
  storage: DeviceStorage | null;
  fetch?: typeof fetch;
}

export function createSchemeSdk(setup: SchemeSdkSetup): ClickToPaySchemeSdk {
  const { base, scheme, environment, storage } = setup;
  const doFetch = setup.fetch ?? fetch;
  let clientKey: string | null = null;
  let srcCorrelationId: string | null = null;

  const device = (): string | undefined => {
    try {
      return storage?.getItem(DEVICE_STORAGE_KEY) ?? undefined;
    } catch {
      // Storage blocked by the browser: this device is simply not recognised.
      return undefined;
    }
  };

  async function call<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    if (clientKey === null || (operation !== 'init' && srcCorrelationId === null)) {
      throw new SchemeSdkError('INVALID_STATE', `${operation}() before init()`);
    }
    const url = `${base}/click-to-pay/${scheme}/${operation}?clientKey=${encodeURIComponent(clientKey)}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(operation === 'init' ? body : { srcCorrelationId, ...body }),
      });
    } catch {
      throw new SchemeSdkError('SERVICE_ERROR', `The ${scheme} Click to Pay service is not reachable`);
    }
    const answer = (await response.json().catch(() => ({}))) as ErrorBody;
    if (response.ok) return answer as T;
    throw new SchemeSdkError(
      typeof answer.errorCode === 'string' ? answer.errorCode : 'SERVICE_ERROR',
      typeof answer.message === 'string' ? answer.message : `${operation}() failed with ${response.status}`,
    );
  }

  return {
    async init(params) {
      clientKey = params.srcInitiatorId;
      const answer = await call<{ srcCorrelationId: string }>('init', {
        srciTransactionId: params.srciTransactionId,
        environment,
        ...(params.dpaData?.dpaPresentationName ? { dpaPresentationName: params.dpaData.dpaPresentationName } : {}),
      });
      srcCorrelationId = answer.srcCorrelationId;
    },
    isRecognized: () => call('isRecognized', { deviceToken: device() }),
    identityLookup: ({ consumerIdentity }) => {
      // The real SDKs differ here; the simulator refuses the other scheme's type as they would.
      if (consumerIdentity.type !== CLICK_TO_PAY_IDENTITY_TYPES[scheme]) {
        return Promise.reject(
          new SchemeSdkError('ID_FORMAT_UNSUPPORTED', `${scheme} expects ${CLICK_TO_PAY_IDENTITY_TYPES[scheme]}`),
        );
      }
      return call('identityLookup', { consumerIdentity });
    },
    initiateIdentityValidation: () => call('initiateIdentityValidation', {}),
    async completeIdentityValidation({ validationData }) {
      const answer = await call<{ idToken: string; deviceToken: string }>('completeIdentityValidation', {
        validationData,
      });
      try {
        storage?.setItem(DEVICE_STORAGE_KEY, answer.deviceToken);
      } catch {
        // Storage blocked: the shopper validates again next time.
      }
      return { idToken: answer.idToken };
    },
    getSrcProfile: ({ idTokens }) => call('getSrcProfile', { idTokens }),
    checkout: ({ srcDigitalCardId }) => call('checkout', { srcDigitalCardId }),
    async unbindAppInstance() {
      await call('unbindAppInstance', { deviceToken: device() });
      try {
        storage?.removeItem(DEVICE_STORAGE_KEY);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}
