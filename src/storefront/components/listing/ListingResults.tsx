import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from '../../intl.tsx';
import type { ProductPage } from '../../../modules/catalog/contract.ts';
import type { CardTags } from '../card-tags.ts';
import { pager } from './lazy-parts.ts';
import { ProductGrid } from '../ProductCard.tsx';

/** The list itself: the filters in force, the cards (or what an empty list says) and the pages. */
export function ListingResults({
  products,
  loading,
  chips,
  eagerCount,
  empty,
  tags,
}: {
  products: ProductPage;
  /** A navigation to a new list is under way. */
  loading: boolean;
  chips: ReactNode;
  eagerCount: number;
  empty: ReactNode;
  tags?: CardTags | undefined;
}) {
  return (
    <div className="listing__results" aria-busy={loading || undefined}>
      {/* The cards' titles are h3: their list has a heading of its own. */}
      <h2 className="visually-hidden">
        <FormattedMessage id="listing.products" />
      </h2>
      {chips}
      {products.data.length === 0 ? (
        <div className="listing__empty">{empty}</div>
      ) : (
        <ProductGrid products={products.data} eagerCount={eagerCount} tags={tags} />
      )}
      <Suspense fallback={null}>
        <pager.Part page={products.page} totalPages={products.total_pages} />
      </Suspense>
    </div>
  );
}
