import { createHash } from 'node:crypto';

/**
 * Flood control for what shoppers send (reviews, picture uploads, contact messages): how many
 * one address may send in a window. Modules count in the database what an address sent, so the
 * limit holds across every instance of the shop.
 */

/** The window: ten minutes. */
export const FLOOD_WINDOW_MS = 10 * 60 * 1000;

/** Whether one more would go over the limit, given how many were sent in the window. */
export const isFlooding = (sentInWindow: number, limit: number) => sentInWindow >= limit;

/** A one-way key of a client's address: enough to count what it sends, not to find it. */
export const clientKeyOf = (ip: string) =>
  createHash('sha256').update(`vitrine-client:${ip}`).digest('base64url').slice(0, 22);
