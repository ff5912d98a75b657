import { Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from '../intl.tsx';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { FacetsDto, ProductPage } from '../../modules/catalog/contract.ts';
import { useShownCurrency } from '../state/currency.tsx';
import type { CardTags } from './card-tags.ts';
import { activeFilters } from './listing/active-filters.ts';
import { ActiveFilters } from './listing/ActiveFilters.tsx';
import { filterPanel } from './listing/lazy-parts.ts';
import { ListingResults } from './listing/ListingResults.tsx';
import { ListingToolbar } from './listing/ListingToolbar.tsx';
import { shopBound } from './listing/price-fields.ts';
import { SortSelect } from './listing/SortSelect.tsx';
import './ProductListing.css';

export interface ListingProps {
  products: ProductPage;
  /** What the filters offer; null: the list has no filters (the theme turned them off). */
  facets: FacetsDto | null;
  showSort: boolean;
  eagerCount: number;
  /** Parameters the form keeps as they are (a search's words). */
  keep?: Record<string, string>;
  /** What an empty list says. */
  empty: ReactNode;
  /** The cards' tags, loaded with the list. */
  tags?: CardTags;
}

/**
 * A list of products with its filters, sort and pages (the collection and search pages).
 * The filters are a GET form, so the list filters without JavaScript; hydrated, a change
 * navigates at once (no reload, the scroll kept) and the count is announced. On a phone the
 * filters open in a drawer: without JavaScript it is the panel as the link's target.
 */
export function ProductListing({
  products,
  facets,
  showSort,
  eagerCount,
  keep,
  empty,
  tags,
}: ListingProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const formId = useId();
  const shown = useShownCurrency();
  const [open, setOpen] = useState(false);
  // What the page shows, or will show once the navigation under way lands: checked boxes follow
  // the click at once (the shopper's choice is kept until the page's address changes), not the
  // answer.
  const [chosen, setChosen] = useState<{ key: string; search: string } | null>(null);
  if (chosen && chosen.key !== location.key) setChosen(null);
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const params = new URLSearchParams(
    chosen && chosen.key === location.key ? chosen.search : (pending ?? location).search,
  );

  /** Lists what the form says: every filled field, from page 1. */
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      // The merchant's order is the list's own: no parameter for it.
      if (key === 'sort_by' && value === 'manual') continue;
      next.append(key, shopBound(key, value.trim(), shown));
    }
    const query = next.toString();
    if (`?${query}` === location.search || (query === '' && location.search === '')) return;
    setChosen({ key: location.key, search: query });
    void navigate(query ? `${location.pathname}?${query}` : location.pathname, {
      preventScrollReset: true,
    });
  };

  const active = facets
    ? activeFilters(
        params,
        intl.formatMessage({ id: 'filters.in_stock' }),
        intl.formatMessage({ id: 'filters.out_of_stock' }),
        facets,
        shown,
      )
    : [];
  // Nothing to list and nothing to take away: the empty message alone.
  if (products.total === 0 && active.length === 0) {
    return <div className="listing__empty">{empty}</div>;
  }
  return (
    <div className="listing">
      <ListingToolbar
        filters={facets !== null}
        activeCount={active.length}
        open={open}
        onOpen={() => setOpen(true)}
        total={products.total}
        sort={
          showSort && (
            <SortSelect
              formId={facets ? formId : undefined}
              value={params.get('sort_by') ?? 'manual'}
              apply={apply}
            />
          )
        }
      />
      <div className={`listing__body${facets ? '' : ' listing__body--full'}`}>
        {facets && (
          <Suspense fallback={null}>
            <filterPanel.Part
              formId={formId}
              facets={facets}
              params={params}
              keep={keep}
              total={products.total}
              hasActive={active.length > 0}
              open={open}
              setOpen={setOpen}
              apply={apply}
              shown={shown}
            />
          </Suspense>
        )}
        <ListingResults
          products={products}
          loading={pending !== null}
          chips={<ActiveFilters active={active} />}
          eagerCount={eagerCount}
          empty={empty}
          tags={tags}
        />
      </div>
    </div>
  );
}
