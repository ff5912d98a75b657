/**
 * Flood control for reviews and their pictures: how many one address may send in the window of
 * platform/flood.ts.
 */
export { FLOOD_WINDOW_MS, isFlooding, sentInWindow } from '../../platform/flood.ts';

/** Reviews one address may post in the window. */
export const MAX_REVIEWS_PER_WINDOW = 5;

/** Picture uploads (signed) one address may start in the window. */
export const MAX_UPLOADS_PER_WINDOW = 30;
