import type { ProductDto } from '../../modules/catalog/contract.ts';

/**
 * How long the product batch loader collects IDs (spec section 9, Timing): the meta loader
 * (cards' data read ahead, e.g. palettes and prices as cards come into view) waits 800 ms; the
 * non-meta one (a shopper's action on a card: opening its dialog or variant selector) 400 ms.
 * Neither waits more than 2400 ms from the first ID of a batch.
 */
export const BATCH_WAIT_META_MS = 800;
export const BATCH_WAIT_MS = 400;
export const BATCH_MAX_WAIT_MS = 2400;
/** At most this many IDs per request (the list's page_size). */
export const BATCH_SIZE = 100;

/** The query of one batch (spec section 7, Products). */
export const batchQuery = (ids: number[]) => ({
  include_ids: ids.join(','),
  with: 'variants,gallery',
  page_size: BATCH_SIZE,
  is_use_style_combination: 0,
});

interface Waiting {
  resolve(product: ProductDto | null): void;
  reject(error: unknown): void;
}

/**
 * Batches product reads: each `load(id)` within the window joins one
 * `GET products?include_ids=…&with=variants,gallery&page_size=100&is_use_style_combination=0`.
 * The window restarts with each call (at most `maxWaitMs` from the first), a batch of more than
 * 100 IDs is several requests, answers are matched by ID (an ID not answered resolves to null),
 * and a failed request rejects only the loads it carried.
 */
export function createProductBatchLoader(
  fetchProducts: (query: ReturnType<typeof batchQuery>) => Promise<{ data: ProductDto[] }>,
  { waitMs = BATCH_WAIT_META_MS, maxWaitMs = BATCH_MAX_WAIT_MS } = {},
) {
  let pending = new Map<number, Waiting[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt = 0;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += BATCH_SIZE) {
      const chunk = ids.slice(i, i + BATCH_SIZE);
      fetchProducts(batchQuery(chunk)).then(
        ({ data }) => {
          const byId = new Map(data.map((p) => [p.ID, p]));
          for (const id of chunk) for (const w of batch.get(id)!) w.resolve(byId.get(id) ?? null);
        },
        (error: unknown) => {
          for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
        },
      );
    }
  }

  return {
    /** The product with its variants and gallery, or null when the shop has no such product. */
    load(id: number): Promise<ProductDto | null> {
      return new Promise((resolve, reject) => {
        const now = Date.now();
        if (pending.size === 0) firstAt = now;
        const list = pending.get(id) ?? [];
        list.push({ resolve, reject });
        pending.set(id, list);
        clearTimeout(timer);
        const left = Math.max(0, firstAt + maxWaitMs - now);
        timer = setTimeout(flush, Math.min(waitMs, left));
      });
    },
    /** Sends what is waiting now. */
    flush,
  };
}
