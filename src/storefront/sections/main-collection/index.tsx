import { FormattedMessage, useIntl } from '../../intl.tsx';
import type { z } from 'zod';
import type { CategoryDto } from '../../../modules/catalog/contract.ts';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { loadCardTags } from '../../components/card-tags.ts';
import { loadListing, type Listing } from '../../components/listing-load.ts';
import { ProductListing } from '../../components/ProductListing.tsx';
import { cardPaletteQuery } from '../../components/card-palettes.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/** A collection's products, a page at a time, with its heading, filters, sort and pager. */
export default defineSection<z.output<typeof settings>, Listing, CategoryDto>({
  load: ({ api, request, page: collection, theme }, settings) =>
    loadListing(
      (query) => api.products({ ...query, ...cardPaletteQuery(theme) }),
      (query) => api.facets(query),
      new URL(request.url),
      { category: collection.slug },
      settings,
      { tags: (products) => loadCardTags(api, products) },
    ),
  Component: function MainCollection({ settings, data, page: collection }) {
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
          <h1 className="page__title" dir="auto">
            {collection.name}
          </h1>
          <p className="page__lead" dir="auto">
            {collection.description}
          </p>
        </header>
        <ProductListing
          products={data.products}
          facets={data.facets}
          tags={data.tags}
          showSort={settings.show_sort}
          eagerCount={settings.eager_images}
          empty={<FormattedMessage id="collection.empty" />}
        />
      </div>
    );
  },
});
