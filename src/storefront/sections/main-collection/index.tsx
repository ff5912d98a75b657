import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { CategoryDto, ProductPage } from '../../../modules/catalog/contract.ts';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/** The page number in a URL: a whole number from 1, else 1. */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A collection's products, a page at a time, with its heading and the pager. */
export default defineSection<z.output<typeof settings>, ProductPage, CategoryDto>({
  load: ({ api, request, page: collection }, settings) =>
    api.products({
      category: collection.slug,
      page: pageOf(request),
      page_size: settings.products_per_page,
    }),
  Component: function MainCollection({ settings, data: products, page: collection }) {
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
          <ProductGrid products={products.data} eagerCount={settings.eager_images} />
        )}
        <Pagination page={products.page} totalPages={products.total_pages} />
      </div>
    );
  },
});
