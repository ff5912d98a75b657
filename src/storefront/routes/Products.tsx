import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { loadListing } from '../components/listing-load.ts';
import { ProductListing } from '../components/ProductListing.tsx';
import { breadcrumbLd, type MetaArgs, type RouteHandle } from '../page.ts';
import { cardPaletteQuery } from '../components/card-palettes.ts';
import { loadCardTags } from '../components/card-tags.ts';
import { loaderContext } from '../state/api.ts';

export const handle: RouteHandle = { name: 'productList', cache: 'public' };

/** How the product list shows its products. */
const LIST = { products_per_page: 24, show_filters: true };

/** A list of product IDs (`?ids=1,2,3`, as a video's "shop the video" link gives), else none. */
function askedIds(url: URL): string | undefined {
  const ids = url.searchParams.get('ids') ?? '';
  return /^\d{1,10}(,\d{1,10}){0,99}$/.test(ids) ? ids : undefined;
}

/**
 * The product list page: every product of the shop, or those a link names (`?ids=`), with the
 * collection page's filters, sort and pager.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  const url = new URL(request.url);
  const ids = askedIds(url);
  const listing = await loadListing(
    (query) => api.products({ ...query, ...cardPaletteQuery(theme) }),
    (query) => api.facets(query),
    url,
    ids ? { include_ids: ids } : {},
    LIST,
    { tags: (products) => loadCardTags(api, products) },
  );
  return { listing, ids: ids ?? null };
}

export function meta({ shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('products.title')} – ${shopName}`,
    description: t('products.lead'),
    canonical: '/products',
    jsonLd: [
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('products.title'), path: '/products' },
      ]),
    ],
  };
}

/** Every product, filtered and sorted as the shopper asks. */
export function Component() {
  const { listing, ids } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'products.title' }) }]} />
      <header className="page__header">
        <h1 className="page__title">
          <FormattedMessage id={ids ? 'products.selected' : 'products.title'} />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="products.lead" />
        </p>
      </header>
      <ProductListing
        products={listing.products}
        facets={listing.facets}
        tags={listing.tags}
        showSort
        eagerCount={4}
        keep={ids ? { ids } : {}}
        empty={<FormattedMessage id="collection.empty" />}
      />
    </div>
  );
}
