import type { MessageValue } from './i18n.ts';

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
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** The message key of the error's text. */
  get messageKey(): string {
    return `error.${this.code}`;
  }
}

/** 404 for a thing that does not exist (or is not for this shopper to see). */
export const notFound = (code: string, values?: MessageValues) => new AppError(404, code, values);

/** 422 for a value the shopper sent that cannot be used; `field` names it. */
export const invalidField = (code: string, field: string, values?: MessageValues) =>
  new AppError(422, code, values, field);
