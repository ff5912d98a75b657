import { useSyncExternalStore } from 'react';
import type { ReviewDto } from '../../modules/reviews/contract.ts';

/**
 * The shop-wide "new comment" (spec section 3, shop-wide state): reviews the shopper posted
 * during this visit, newest first, so the reviews list shows them at its top without a reload.
 */
let posted: readonly ReviewDto[] = [];
const listeners = new Set<() => void>();
const NONE: readonly ReviewDto[] = [];

/** Keeps a review the shopper just posted. */
export function addNewComment(review: ReviewDto) {
  posted = [review, ...posted];
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The reviews the shopper posted on a product during this visit, newest first. */
export function useNewComments(productId: number): readonly ReviewDto[] {
  const all = useSyncExternalStore(
    subscribe,
    () => posted,
    () => NONE,
  );
  return all.filter((r) => r.product_id === productId);
}
