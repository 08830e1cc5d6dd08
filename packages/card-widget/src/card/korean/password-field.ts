import type { FieldMessages, SecuredFieldType } from '@datadeck/contracts/provider';
import type { CheckoutContext } from '../../core/context.ts';
import { WidgetError } from '../../core/errors.ts';
import type { Translator } from '../../core/i18n.ts';
import { SecuredFieldsController } from '../../secured-fields/controller.ts';
import type { CardFieldName, FieldError } from '../../types.ts';
import { fieldConfiguration, securedView, type SecuredView } from '../secured-view.ts';

const PASSWORD: SecuredFieldType = 'encryptedPassword';

export interface PasswordFieldOptions {
  checkout: CheckoutContext;
  t: Translator;
  onChange(): void;
  /** A shown error (kcp.pwd.940/941) and the text to announce. */
  onShownError(error: FieldError, announcement: string): void;
  onFocus(fieldType: CardFieldName, focused: boolean): void;
  onValid(valid: boolean): void;
  onFailure(error: WidgetError): void;
}

/**
 * The KCP card password (SPEC §5, §8): the first 2 digits, typed into a secured field of its own,
 * an iframe of the provider like the card number's. The host only ever holds its JWE and its
 * state. The iframe loads the first time a Korean card asks for it: most cards never do, and the
 * card's own fields are not held up by it.
 */
export class PasswordField {
  readonly view: SecuredView;
  private secured: SecuredFieldsController | undefined;
  private state: FieldMessages['state'] | undefined;
  shownError: FieldError | null = null;

  constructor(private readonly options: PasswordFieldOptions) {
    const { t } = options;
    this.view = securedView(PASSWORD, t.t('creditCard.encryptedPassword.label'), () => this.focus());
    // The card focuses what showValidation answers; for an iframe that means asking its input.
    this.view.frame.focus = () => this.focus();
  }

  get valid(): boolean {
    return this.state?.valid === true;
  }

  get encrypted(): string | undefined {
    return this.valid ? this.state?.encrypted.encryptedPassword : undefined;
  }

  /** Loads the iframe once, when the field is first shown. */
  start(): void {
    if (this.secured) return;
    const { checkout, t } = this.options;
    const root = this.view.root;
    this.secured = new SecuredFieldsController({
      providerUrl: checkout.providerUrl,
      clientKey: checkout.clientKey,
      fields: [{ type: PASSWORD, container: this.view.frame, title: t.t(`creditCard.${PASSWORD}.aria.iframeTitle`) }],
      configuration: () =>
        fieldConfiguration({
          placeholder: t.t('creditCard.encryptedPassword.placeholder'),
          ariaLabel: this.view.label.textContent ?? '',
          supportedBrands: [],
          minimumExpiryDate: null,
          t,
          themed: root,
        }),
      onMessage: (message) => {
        if (message.type === 'state') this.stateChanged(message.payload);
        else if (message.type === 'focus') {
          root.classList.toggle('dd-field--focus', message.payload.focused);
          this.options.onFocus(PASSWORD, message.payload.focused);
        }
      },
      onConfigured: () => root.removeAttribute('aria-busy'),
      onFailure: (message, code) => this.options.onFailure(new WidgetError('ERROR', message, code)),
    });
    root.setAttribute('aria-busy', 'true');
    this.secured.start();
  }

  /** Shows the iframe's errors of an empty or incomplete password (the shopper pressed pay). */
  showValidation(): void {
    this.secured?.send(PASSWORD, 'validate', {});
  }

  focus(): void {
    this.secured?.send(PASSWORD, 'focus', {});
  }

  destroy(): void {
    this.secured?.destroy();
    this.secured = undefined;
  }

  private stateChanged(state: FieldMessages['state']): void {
    const previous = this.state;
    this.state = state;
    const error = state.error ? { code: state.error, message: this.options.t.t(state.error) } : null;
    if (error && error.code !== this.shownError?.code) {
      this.options.onShownError(error, `${this.view.label.textContent ?? ''}: ${error.message}`);
    }
    this.shownError = error;
    this.view.error.textContent = error?.message ?? '';
    this.view.root.classList.toggle('dd-field--invalid', error !== null);
    if (previous?.valid !== state.valid) this.options.onValid(state.valid);
    this.options.onChange();
  }
}
