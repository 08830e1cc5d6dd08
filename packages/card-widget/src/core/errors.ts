import type { WidgetErrorType } from '@datadeck/contracts/provider';

/** What onError receives (SPEC §8): a type from WIDGET_ERROR_TYPES and, when known, a code. */
export class WidgetError extends Error {
  readonly type: WidgetErrorType;
  readonly code: string | undefined;

  constructor(type: WidgetErrorType, message: string, code?: string) {
    super(message);
    this.name = 'WidgetError';
    this.type = type;
    this.code = code;
  }
}

/** Wraps anything thrown into a WidgetError so callbacks always get the same shape. */
export const toWidgetError = (error: unknown): WidgetError =>
  error instanceof WidgetError
    ? error
    : new WidgetError('ERROR', error instanceof Error ? error.message : String(error));
