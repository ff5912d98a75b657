import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { ReviewPage } from '../../../modules/reviews/contract.ts';
import { REVIEWS_ANCHOR } from '../../components/Rating.tsx';
import { defineSection } from '../registry.tsx';
import { Comments, loadReviews } from './Comments.tsx';
import type { settings } from './settings.ts';
import './comments.css';

/**
 * The product's reviews (spec section 2, the comments module): the rating summary, the list 10
 * a page with "more reviews" in place, pictures that open larger, and the form to write one. Shown only when the product's review_status is
 * open (spec section 3). Below the fold: the browser reads and renders it once the page has
 * hydrated and the shopper comes near it, or follows the rating's link to it (registry.tsx); the
 * product's rating and count are in the server's page.
 */
export default defineSection<z.output<typeof settings>, ReviewPage | null, ProductDto>({
  hydrate: 'in-browser',
  anchor: REVIEWS_ANCHOR,
  load: loadReviews,
  Component: ({ id, settings, data, page: product }) =>
    data && data.review_status === 'open' ? (
      <Comments
        key={product.ID}
        id={id}
        anchor={REVIEWS_ANCHOR}
        settings={settings}
        first={data}
        product={product}
      />
    ) : null,
});
