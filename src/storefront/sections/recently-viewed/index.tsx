import { lazy, Suspense, useEffect } from 'react';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { useHydrated } from '../../state/hydrated.ts';
import { rememberView } from '../../state/recently-viewed.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

// The strip is personal: drawn in the browser only, its code loaded after hydration.
const RecentStrip = lazy(() => import('./RecentStrip.tsx'));

const isProduct = (page: unknown): page is ProductDto =>
  typeof page === 'object' && page !== null && 'ID' in page && 'slug' in page;

/**
 * Recently viewed (spec section 2, browsing record): on a product page it records the product
 * in local storage; on any page it shows the record (the product on screen left out). Never
 * in the server's HTML, which shops may cache for everyone.
 */
export default defineSection<z.output<typeof settings>, null, unknown>({
  Component: function RecentlyViewed({ id, settings, page }) {
    const hydrated = useHydrated();
    const product = isProduct(page) ? page : undefined;
    useEffect(() => {
      if (!product) return;
      rememberView({
        id: product.ID,
        slug: product.slug,
        title: product.title,
        image: product.feature_image,
        price: product.price,
      });
    }, [product]);
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <RecentStrip id={id} limit={settings.limit} currentId={product?.ID} />
      </Suspense>
    );
  },
});
