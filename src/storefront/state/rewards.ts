import { useSyncExternalStore } from 'react';
import type { CampaignsDto, PointsDto } from '../../modules/rewards/contract.ts';
import { isApiError, pageLanguageOf } from '../api-client.ts';
import { rewardApi } from '../rewards-api.ts';
import { readCustomer } from './customer.ts';
import { pollStoreId } from './store-id.ts';

/** How often a failed token fetch is tried again, and how long apart (spec sections 7 and 9). */
export const TOKEN_RETRIES = 3;
export const TOKEN_RETRY_MS = 50;

/**
 * Fetches the points token (spec section 7): tried again 3 times, 50 ms apart, then given up
 * silently with an empty token (spec section 8). A visitor (401) is not tried again.
 */
export async function fetchToken(
  fetchOnce: () => Promise<{ token: string }>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await fetchOnce()).token;
    } catch (error) {
      if (attempt >= TOKEN_RETRIES || (isApiError(error) && error.status === 401)) return '';
      await wait(TOKEN_RETRY_MS);
    }
  }
}

/**
 * Reads a customer's points from the points endpoint (spec section 7): a form post of the
 * customer's id, e-mail and token, with the shop's public key and store hash in the query.
 */
export async function readPoints(
  campaigns: Pick<CampaignsDto, 'points_url' | 'public_key' | 'store_hash'>,
  customer: { id: number; email: string },
  token: string,
): Promise<PointsDto | null> {
  const query = new URLSearchParams({
    public_key: campaigns.public_key,
    store_hash: campaigns.store_hash,
  });
  const response = await fetch(`${campaigns.points_url}?${query}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'X-LANG': pageLanguageOf(),
    },
    body: new URLSearchParams({
      customerId: String(customer.id),
      customerEmail: customer.email,
      authToken: token,
    }),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as PointsDto;
  return body.success ? body : null;
}

/** What the rewards widget shows: the campaigns, and the logged-in customer's points. */
export interface RewardsState {
  campaigns: CampaignsDto | null;
  /** Null for a visitor, or when the points could not be read (no balance is shown). */
  points: PointsDto | null;
  loading: boolean;
}

let state: RewardsState = { campaigns: null, points: null, loading: false };
const listeners = new Set<() => void>();
function set(next: Partial<RewardsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Reads the customer's points again (after a redemption); a failure shows no balance. The
 * points are read with the store id the campaigns bring: campaigns still on their way are
 * waited for (pollStoreId), and without them no balance is shown.
 */
export async function refreshPoints(): Promise<void> {
  const customer = await readCustomer();
  if (customer.id === null) return set({ points: null });
  const campaigns = await pollStoreId(() => (state.campaigns?.store_hash ? state.campaigns : null));
  if (!campaigns) return set({ points: null });
  const api = rewardApi();
  try {
    const token = await fetchToken(() => api.rewardsToken());
    const who = { id: customer.id, email: customer.email };
    set({ points: token ? await readPoints(campaigns, who, token) : null });
  } catch {
    set({ points: null });
  }
}

/** Reads the campaigns and, for a customer, the points: when the widget opens. */
export async function loadRewards(): Promise<void> {
  set({ loading: true });
  try {
    set({ campaigns: await rewardApi().rewardCampaigns() });
    await refreshPoints();
  } catch {
    // No campaigns read: the widget says there are none on offer.
  } finally {
    set({ loading: false });
  }
}

/** The rewards widget's state. */
export function useRewards(): RewardsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
