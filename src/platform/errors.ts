/** Values interpolated into a translated message. */
export type MessageValues = Record<string, string | number>;

/**
 * A failure the shopper caused or can act on: a status, a stable code, and a message key that the
 * error handler translates by X-LANG (ARCHITECTURE, Errors).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly values: MessageValues = {},
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** 404 for a thing that does not exist (or is not for this shopper to see). */
export const notFound = (code: string, messageKey: string, values?: MessageValues) =>
  new AppError(404, code, messageKey, values);
