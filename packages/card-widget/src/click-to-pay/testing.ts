/**
 * A scheme SDK for the widget's unit tests: in memory, every call recorded, each step able to fail
 * with a reason or never answer. The sandbox's simulator is the real one (e2e).
 */
import type {
  ClickToPayScheme,
  ClickToPaySchemeSdk,
  DcfActionCode,
  SrcCheckoutResult,
  SrcConsumerIdentity,
  SrcMaskedCard,
} from '@datadeck/contracts/provider';
import type { SchemeSdk } from './sdk-loader.ts';

type Method = keyof ClickToPaySchemeSdk;

export class FakeSchemeSdk implements ClickToPaySchemeSdk {
  readonly calls: Method[] = [];
  readonly lookups: SrcConsumerIdentity[] = [];
  recognized = false;
  enrolled = new Set<string>();
  otp = '123456';
  cards: SrcMaskedCard[] = [];
  dcfActionCode: DcfActionCode = 'COMPLETE';
  checkoutResponse: string | undefined;
  readonly failures = new Map<Method, { reason: string; message: string }>();
  /** Methods that never answer (the time-out's business). */
  readonly hanging = new Set<Method>();
  /** Methods whose answers wait until the test lets them go (a step still on its way). */
  private readonly held = new Map<Method, Promise<void>>();

  constructor(readonly scheme: ClickToPayScheme) {}

  /** Holds `method`'s answers from now on; the returned function lets them (and later calls) go. */
  hold(method: Method): () => void {
    let release: (() => void) | undefined;
    this.held.set(method, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(method);
      release?.();
    };
  }

  private async step<T>(method: Method, answer: () => T): Promise<T> {
    this.calls.push(method);
    if (this.hanging.has(method)) return new Promise<T>(() => undefined);
    // Only a held method waits: an extra await would shift every other answer by a microtask.
    const held = this.held.get(method);
    if (held) await held;
    const failure = this.failures.get(method);
    if (failure) throw failure;
    return answer();
  }

  init = () => this.step('init', () => undefined);
  isRecognized = () =>
    this.step('isRecognized', () =>
      this.recognized ? { recognized: true, idTokens: [`${this.scheme}-device-token`] } : { recognized: false },
    );
  identityLookup = ({ consumerIdentity }: { consumerIdentity: SrcConsumerIdentity }) =>
    this.step('identityLookup', () => {
      this.lookups.push(consumerIdentity);
      return { consumerPresent: this.enrolled.has(consumerIdentity.identityValue) };
    });
  initiateIdentityValidation = () =>
    this.step('initiateIdentityValidation', () => ({ maskedValidationChannel: 's*****@ctp.example' }));
  completeIdentityValidation = ({ validationData }: { validationData: string }) =>
    this.step('completeIdentityValidation', () => {
      if (validationData !== this.otp) throw { reason: 'CODE_INVALID', message: 'wrong code' };
      return { idToken: `${this.scheme}-id-token` };
    });
  getSrcProfile = () =>
    this.step('getSrcProfile', () => ({
      srcCorrelationId: `${this.scheme}-correlation`,
      profiles: [{ maskedConsumer: { emailAddress: 's*****@ctp.example' }, maskedCards: this.cards }],
    }));
  checkout = () =>
    this.step(
      'checkout',
      (): SrcCheckoutResult => ({
        dcfActionCode: this.dcfActionCode,
        srcCorrelationId: `${this.scheme}-correlation`,
        ...(this.checkoutResponse ? { checkoutResponse: this.checkoutResponse } : {}),
      }),
    );
  unbindAppInstance = () => this.step('unbindAppInstance', () => undefined);
}

export type SchemeSdkList = SchemeSdk[];
export const schemeSdks = (...sdks: FakeSchemeSdk[]): SchemeSdkList => sdks.map((sdk) => ({ scheme: sdk.scheme, sdk }));

/** A profile card; dates in days before `now`. */
export function maskedCard(
  id: string,
  now: Date,
  options: {
    scheme?: ClickToPayScheme;
    status?: SrcMaskedCard['digitalCardData']['status'];
    expiry?: [month: string, year: string];
    createdDaysAgo?: number;
    lastUsedDaysAgo?: number;
  } = {},
): SrcMaskedCard {
  const day = 24 * 3600_000;
  const [month, year] = options.expiry ?? ['12', String(now.getFullYear() + 2)];
  return {
    srcDigitalCardId: id,
    paymentCardDescriptor: options.scheme ?? 'visa',
    panLastFour: '1111',
    panExpirationMonth: month,
    panExpirationYear: year,
    dateOfCardCreated: new Date(now.getTime() - (options.createdDaysAgo ?? 100) * day).toISOString(),
    ...(options.lastUsedDaysAgo === undefined
      ? {}
      : { dateOfCardLastUsed: new Date(now.getTime() - options.lastUsedDaysAgo * day).toISOString() }),
    digitalCardData: { status: options.status ?? 'ACTIVE', descriptorName: `Card ${id}` },
  };
}
