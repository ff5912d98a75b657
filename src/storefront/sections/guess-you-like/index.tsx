import { Suspense } from 'react';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { loadCardTags, type CardTags } from '../../components/card-tags.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
// The cards' looks, linked with the page (the section's stylesheet), applied below the fold.
import '../../components/ProductCard.css';
import '../../components/ProductTags.css';
import '../../components/StyleStrip.css';

const body = lazyPart(() => import('./GuessYouLike.tsx').then((m) => m.default));

/**
 * "You may also like" (spec section 1, guess-you-like): products of the product's own
 * collections, without it, read and rendered by the browser once the page has hydrated (the
 * products' list answer is cached for everyone).
 */
export default defineSection<
  z.output<typeof settings>,
  { products: ProductDto[]; tags: CardTags },
  ProductDto
>({
  hydrate: 'in-browser',
  load: async ({ api, page }, settings) => {
    const collection = page.categories[0];
    if (!collection) return { products: [], tags: {} };
    const [found] = await Promise.all([
      api.products({ category: collection.slug, page_size: settings.limit + 1 }).catch(() => null),
      body.preload(),
    ]);
    const products = (found?.data ?? []).filter((p) => p.ID !== page.ID).slice(0, settings.limit);
    return { products, tags: await loadCardTags(api, products) };
  },
  Component: (props) =>
    props.data.products.length === 0 ? null : (
      <Suspense fallback={null}>
        <body.Part {...props} />
      </Suspense>
    ),
});
