/**
 * The script inside each secured-field iframe (bundled by page.ts): DOM and postMessage glue
 * around field-model.ts. It talks only to `parent`, only with the host origin the page was
 * served for, and only with the per-field key from the URL fragment. The clear value never
 * leaves the input: it is posted only as JWE blobs and never logged.
 */
import {
  AUTO_COMPLETE_MAX_LENGTH,
  AUTO_COMPLETE_NAMES,
  CARD_ERRORS,
  SECURED_FIELD_TYPES,
  decodeHostMessage,
  encodeMessage,
  type CardErrorCode,
  type FieldMessages,
  type HostMessage,
  type HostMessages,
  type SecuredFieldType,
} from '@datadeck/contracts/provider';
import { caretAfterDigits, digitsOnly, isAutoFill } from '@datadeck/card-widget/validation';
import {
  INITIAL_OPTIONS,
  evaluateField,
  formatFieldValue,
  shownError,
  statePayload,
  type EncryptedKey,
  type FieldEvaluation,
  type FieldOptions,
  type StatePayload,
} from './field-model.ts';
import { encryptValue, importEncryptionKey } from './jwe.ts';

interface PageConfig {
  fieldType: SecuredFieldType;
  origin: string;
  publicKey: JsonWebKey;
  kid: string;
  version: string;
}

function readConfig(): PageConfig | null {
  try {
    const value: unknown = JSON.parse(document.getElementById('config')?.textContent ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const config = value as Partial<PageConfig>;
    const valid =
      (SECURED_FIELD_TYPES as readonly unknown[]).includes(config.fieldType) &&
      typeof config.origin === 'string' &&
      typeof config.kid === 'string' &&
      typeof config.publicKey === 'object' &&
      config.publicKey !== null;
    return valid ? (config as PageConfig) : null;
  } catch {
    return null;
  }
}

type Style = HostMessages['configure']['style'];

function applyStyle(input: HTMLInputElement, style: Style): void {
  // CSSOM, not style attributes: the page's CSP allows no inline style but its hashed <style>.
  input.style.fontFamily = style.fontFamily;
  input.style.fontSize = style.fontSize;
  input.style.setProperty('--placeholder-color', style.placeholderColor);
}

function start(): void {
  const config = readConfig();
  const key = new URLSearchParams(location.hash.slice(1)).get('key');
  const input = document.getElementById('field');
  const errorNode = document.getElementById('error');
  if (config === null || !key || !(input instanceof HTMLInputElement) || errorNode === null) return;
  const { fieldType, origin } = config;
  const cryptoKey = importEncryptionKey(config.publicKey);
  // Keep a rejected import from being reported as unhandled; encrypt() reports it as invalid.
  cryptoKey.catch(() => undefined);

  let options: FieldOptions = INITIAL_OPTIONS;
  let errorTexts: Partial<Record<CardErrorCode, string>> = {};
  let style: Style | null = null;
  /** Errors show after the shopper left an edited field, or after `validate`. */
  let touched = false;
  let edited = false;
  /** The value the field holds for the shopper: what was typed, or an auto-fill that passed. */
  let accepted = '';
  /**
   * SPEC §5 "browser auto-fill accepted only if it passes": the error of an auto-filled value the
   * field did not take. Until the next edit the field shows it and is not valid (a field showing
   * an error never is), whatever it kept.
   */
  let refused: CardErrorCode | null = null;
  /** Only the newest state / BIN is posted when encryptions finish out of order. */
  let stateSequence = 0;
  let lastBin: string | null = null;
  /** The JWE of the current values, so a blur or a brand message does not re-encrypt them. */
  let cache = new Map<string, string>();

  const post = <T extends keyof FieldMessages & string>(type: T, payload: FieldMessages[T]): void => {
    parent.postMessage(encodeMessage<FieldMessages, T>(key, type, payload), origin);
  };

  const encrypt = async (value: Record<string, string>, next: Map<string, string>): Promise<string> => {
    const cacheKey = JSON.stringify(value);
    const jwe = cache.get(cacheKey) ?? (await encryptValue(await cryptoKey, config.kid, value));
    next.set(cacheKey, jwe);
    return jwe;
  };

  const render = (error: CardErrorCode | null): void => {
    input.setAttribute('aria-invalid', error === null ? 'false' : 'true');
    errorNode.textContent = error === null ? '' : (errorTexts[error] ?? '');
    if (style !== null) input.style.color = error === null ? style.color : style.errorColor;
  };

  const sendBin = async (bin: string | null): Promise<void> => {
    if (bin === null) {
      post('bin', { encryptedBin: null });
      return;
    }
    try {
      const encryptedBin = await encryptValue(await cryptoKey, config.kid, { bin });
      if (lastBin === bin) post('bin', { encryptedBin });
    } catch {
      // Without a usable key the number field reports itself invalid (see update()).
    }
  };

  const update = async (): Promise<void> => {
    const evaluation: FieldEvaluation = evaluateField(fieldType, input.value, options, new Date());
    render(refused ?? shownError(evaluation, touched));
    if (evaluation.bin !== undefined && evaluation.bin !== lastBin) {
      lastBin = evaluation.bin;
      void sendBin(evaluation.bin);
    }
    const sequence = ++stateSequence;
    const encrypted: StatePayload['encrypted'] = {};
    const next = new Map<string, string>();
    let payload: StatePayload;
    try {
      for (const [name, value] of Object.entries(evaluation.values) as [EncryptedKey, Record<string, string>][]) {
        encrypted[name] = await encrypt(value, next);
      }
      payload =
        refused === null
          ? statePayload(fieldType, evaluation, touched, encrypted)
          : { fieldType, empty: evaluation.empty, valid: false, error: refused, encrypted: {} };
    } catch {
      payload = { fieldType, empty: evaluation.empty, valid: false, error: CARD_ERRORS.fieldInvalid, encrypted: {} };
    }
    if (sequence !== stateSequence) return;
    cache = next;
    post('state', payload);
  };

  /** An auto-filled value: taken whole if it passes the field's validation, else not at all. */
  const autoFill = (raw: string): void => {
    const formatted = formatFieldValue(fieldType, raw, options, { deleting: false, cap: true });
    // As on blur: an auto-fill is a finished value, so a short one is incomplete, not pending.
    const { error } = evaluateField(fieldType, formatted, options, new Date());
    touched = true;
    if (error === null) {
      input.value = accepted = formatted;
      edited = formatted !== '';
      refused = null;
    } else {
      input.value = accepted;
      refused = error;
    }
    void update();
  };

  const onInput = (event: Event): void => {
    if (isAutoFill(event)) {
      autoFill(input.value);
      return;
    }
    refused = null;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const deleting =
      'inputType' in event && typeof event.inputType === 'string' && event.inputType.startsWith('delete');
    const formatted = formatFieldValue(fieldType, raw, options, { deleting, cap: true });
    if (formatted !== raw) {
      input.value = formatted;
      const position =
        caret >= raw.length ? formatted.length : caretAfterDigits(formatted, digitsOnly(raw.slice(0, caret)).length);
      input.setSelectionRange(position, position);
    }
    if (formatted !== '') edited = true;
    accepted = formatted;
    void update();
  };

  const onHostMessage = (message: HostMessage): void => {
    switch (message.type) {
      case 'configure': {
        const { payload } = message;
        input.placeholder = payload.placeholder;
        input.setAttribute('aria-label', payload.ariaLabel);
        errorTexts = payload.errorTexts;
        style = payload.style;
        applyStyle(input, payload.style);
        options = {
          ...options,
          supportedBrands: payload.supportedBrands,
          minimumExpiryDate: payload.minimumExpiryDate,
        };
        post('configured', { fieldType });
        break;
      }
      case 'brand':
        options = { ...options, hostBrand: message.payload, hostBrandBin: digitsOnly(input.value).slice(0, 6) };
        // Regroup the number for the brand (amex 4-6-5) without cutting what was typed.
        if (fieldType === 'encryptedCardNumber')
          input.value = formatFieldValue(fieldType, input.value, options, { deleting: false, cap: false });
        if (fieldType === 'encryptedSecurityCode') input.placeholder = message.payload.securityCodePlaceholder;
        break;
      case 'validate':
        touched = true;
        break;
      case 'focus':
        input.focus();
        return;
      case 'autoComplete':
        // Only the date field takes a date the number field's document was filled with.
        if (fieldType === 'encryptedExpiryDate') autoFill(message.payload.value);
        return;
    }
    void update();
  };

  // The number field's document: the holder name and expiry date a browser filled in go to the host.
  for (const name of AUTO_COMPLETE_NAMES) {
    const companion = document.getElementById(`ac-${name}`);
    if (!(companion instanceof HTMLInputElement)) continue;
    companion.addEventListener('input', () => {
      const value = companion.value.slice(0, AUTO_COMPLETE_MAX_LENGTH);
      if (value.trim() !== '') post('autoComplete', { fieldType, name, value });
    });
  }

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    const message = decodeHostMessage(event.data, key);
    if (message !== null) onHostMessage(message);
  });
  input.addEventListener('input', onInput);
  input.addEventListener('focus', () => post('focus', { fieldType, focused: true }));
  input.addEventListener('blur', () => {
    post('focus', { fieldType, focused: false });
    if (edited && !touched) {
      touched = true;
      void update();
    }
  });
  post('loaded', { fieldType });
}

start();
