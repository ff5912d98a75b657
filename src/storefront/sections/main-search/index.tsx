import { FormattedMessage, useIntl } from '../../intl.tsx';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { loadCardTags } from '../../components/card-tags.ts';
import { loadListing, type Listing } from '../../components/listing-load.ts';
import { ProductListing } from '../../components/ProductListing.tsx';
import { cardPaletteQuery } from '../../components/card-palettes.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './main-search.css';
import { useShopPath } from '../../components/ShopLink.tsx';

/** What the search page hands its sections: the words searched (trimmed; may be empty). */
export interface SearchPage {
  q: string;
}

/** The search box of the search page: a GET form to /search, navigating in place when hydrated. */
function SearchForm({ q }: { q: string }) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <form
      role="search"
      method="get"
      action={shopPath('/search')}
      className="search-form"
      onSubmit={(e) => {
        e.preventDefault();
        const words = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        void navigate(words ? `/search?${new URLSearchParams({ q: words })}` : '/search');
      }}
    >
      <label className="visually-hidden" htmlFor="search-page-q">
        <FormattedMessage id="search.label" />
      </label>
      <input
        // A new search (the header's box, the back button) shows its own words.
        key={q}
        id="search-page-q"
        className="input search-form__input"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={200}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
      />
      <button type="submit" className="button">
        <FormattedMessage id="search.submit" />
      </button>
    </form>
  );
}

/** The search results: the box, then the products found with the list's filters, sort and pager. */
export default defineSection<z.output<typeof settings>, Listing | null, SearchPage>({
  load: ({ api, request, page, theme }, settings) =>
    page.q
      ? loadListing(
          (query) => api.searchProducts({ ...query, ...cardPaletteQuery(theme) }),
          (query) => api.facets(query),
          new URL(request.url),
          { q: page.q },
          settings,
          { tags: (products) => loadCardTags(api, products) },
        )
      : Promise.resolve(null),
  Component: function MainSearch({ settings, data, page }) {
    const intl = useIntl();
    return (
      <div className="page">
        <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'search.title' }) }]} />
        <header className="page__header">
          <h1 className="page__title">
            {page.q ? (
              <FormattedMessage id="search.results_for" values={{ q: <bdi>{page.q}</bdi> }} />
            ) : (
              <FormattedMessage id="search.title" />
            )}
          </h1>
          <SearchForm q={page.q} />
        </header>
        {data ? (
          <ProductListing
            products={data.products}
            facets={data.facets}
            tags={data.tags}
            showSort={settings.show_sort}
            eagerCount={settings.eager_images}
            keep={{ q: page.q }}
            empty={<FormattedMessage id="search.empty" values={{ q: <bdi>{page.q}</bdi> }} />}
          />
        ) : (
          <p className="page__lead">
            <FormattedMessage id="search.prompt" />
          </p>
        )}
      </div>
    );
  },
});
