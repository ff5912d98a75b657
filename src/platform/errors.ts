import type { MessageValue, Translate } from './i18n.ts';

/** Values interpolated into a translated message (amounts of money are formatted). */
export type MessageValues = Record<string, MessageValue>;

/**
 * A failure the shopper caused or can act on: a status, a stable code, the values of its
 * message, and the field it is about. Services throw it with no text of their own; the error
 * handler translates `error.<code>` by X-LANG at the HTTP edge (ARCHITECTURE, Errors).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly values: MessageValues = {},
    /** The request field the error is about (`items.0.quantity`), for a 422's field errors. */
    readonly field?: string,
    /** Several fields at once: field → message key (`address.postcode` → `error.…`). */
    readonly fieldErrors?: Readonly<Record<string, string>>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** The message key of the error's text. */
  get messageKey(): string {
    return `error.${this.code}`;
  }

  /**
   * The error's text and its field errors in the shopper's language: with several fields, each
   * field's own message, the first one being the text.
   */
  translate(t: Translate): { message: string; errors?: Record<string, string> } {
    if (this.fieldErrors) {
      const errors = Object.fromEntries(
        Object.entries(this.fieldErrors).map(([field, key]) => [field, t(key)]),
      );
      return { message: Object.values(errors)[0] ?? t('error.field_invalid'), errors };
    }
    const message = t(this.messageKey, this.values);
    return this.field ? { message, errors: { [this.field]: message } } : { message };
  }
}

/** 404 for a thing that does not exist (or is not for this shopper to see). */
export const notFound = (code: string, values?: MessageValues) => new AppError(404, code, values);

/** 422 for a value the shopper sent that cannot be used; `field` names it. */
export const invalidField = (code: string, field: string, values?: MessageValues) =>
  new AppError(422, code, values, field);

/**
 * 422 for several fields at once (an address with a missing postcode and a bad phone): each
 * field's message key is translated, the first one is the message.
 */
export function invalidFields(errors: Readonly<Record<string, string>>) {
  return new AppError(422, 'validation_failed', {}, Object.keys(errors)[0], errors);
}
