/**
 * Flood control for reviews and their pictures: how many one address may send in a window.
 * The counts are read from the database, so they hold across every instance of the shop.
 */

/** Reviews one address may post in the window. */
export const MAX_REVIEWS_PER_WINDOW = 5;

/** Picture uploads (signed) one address may start in the window. */
export const MAX_UPLOADS_PER_WINDOW = 30;

/** The window: ten minutes. */
export const FLOOD_WINDOW_MS = 10 * 60 * 1000;

/** Whether one more would go over the limit, given how many were sent in the window. */
export const isFlooding = (sentInWindow: number, limit: number) => sentInWindow >= limit;
