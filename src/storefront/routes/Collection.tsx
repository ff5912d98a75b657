import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import type { collectionLoader } from '../routes.tsx';

/** One collection: its products, a page at a time. */
export function Component() {
  const { collection, products } = useLoaderData<typeof collectionLoader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { label: intl.formatMessage({ id: 'collections.title' }), to: '/collections' },
          { label: collection.name },
        ]}
      />
      <header className="page__header">
        <h1 className="page__title">{collection.name}</h1>
        <p className="page__lead">{collection.description}</p>
        <p className="page__meta">
          <FormattedMessage id="collections.count" values={{ count: products.total }} />
        </p>
      </header>
      {products.data.length === 0 ? (
        <p>
          <FormattedMessage id="collection.empty" />
        </p>
      ) : (
        <ProductGrid products={products.data} eagerCount={4} />
      )}
      <Pagination page={products.page} totalPages={products.total_pages} />
    </div>
  );
}
