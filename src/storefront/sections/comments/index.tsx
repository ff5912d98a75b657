import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { ReviewPage } from '../../../modules/reviews/contract.ts';
import { REVIEWS_ANCHOR } from '../../components/Rating.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
// The stylesheet comes with the page (the block is server-rendered); the code after hydration.
import './comments.css';

type Settings = z.output<typeof settings>;

// The block's code is not needed for the first paint: the server renders it, and the browser
// hydrates it when its chunk arrives (React keeps the server's HTML until then). A loader that
// ran (the server, or a client navigation) has the module at hand and renders it directly.
const importModule = () => import('./Comments.tsx');
let loaded: Awaited<ReturnType<typeof importModule>> | undefined;
const importComments = async () => (loaded ??= await importModule());
const LazyComments = lazy(async () => ({ default: (await importComments()).Comments }));

/**
 * The product's reviews (spec section 2, the comments module): the rating summary, the list 10
 * a page with "more reviews" in place (a link to the next page without JavaScript), pictures
 * that open larger, and the form to write one. Shown only when the product's review_status is
 * open (spec section 3).
 */
export default defineSection<Settings, ReviewPage | null, ProductDto>({
  load: async (ctx, settings) => (await importComments()).loadReviews(ctx, settings),
  Component: ({ id, settings, data, page: product }) => {
    if (!data || data.review_status !== 'open') return null;
    const Block = loaded?.Comments ?? LazyComments;
    return (
      <Suspense fallback={null}>
        <Block
          key={product.ID}
          id={id}
          anchor={REVIEWS_ANCHOR}
          settings={settings}
          first={data}
          product={product}
        />
      </Suspense>
    );
  },
});
