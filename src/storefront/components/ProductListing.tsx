import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { FacetsDto, ProductPage } from '../../modules/catalog/contract.ts';
import { FILTER_PARAM, SORTS } from '../../modules/catalog/listing-params.ts';
import { formatPrice } from '../../modules/currency/format.ts';
import {
  boundFromShop,
  boundToShop,
  type ShownCurrency,
} from '../../modules/currency/price-bounds.ts';
import { useShownCurrency } from '../state/currency.tsx';
import { withoutFilter, withoutFilters } from './listing-query.ts';
import { Pagination } from './Pagination.tsx';
import type { CardTags } from './card-tags.ts';
import { ProductGrid } from './ProductCard.tsx';
import { ShopLink } from './ShopLink.tsx';
import './ProductListing.css';

/** The id of the filters panel, the target of the phone's "Filter and sort" link. */
const PANEL_ID = 'filters';

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
  const panel = useRef<HTMLElement>(null);
  // What the page shows, or will show once the navigation under way lands: checked boxes follow
  // the click at once (the shopper's choice is kept until the page's address changes), not the
  // answer.
  const [chosen, setChosen] = useState<{ key: string; search: string } | null>(null);
  if (chosen && chosen.key !== location.key) setChosen(null);
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const params = new URLSearchParams(
    chosen && chosen.key === location.key ? chosen.search : (pending ?? location).search,
  );
  const loading = pending !== null;

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

  // The drawer (phones) keeps focus inside while open and closes on Escape.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

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
      <div className="listing__toolbar">
        {facets && (
          <a
            href={`#${PANEL_ID}`}
            role="button"
            className="button button--secondary listing__filter-toggle"
            aria-controls={PANEL_ID}
            aria-expanded={open}
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
          >
            <FormattedMessage id="filters.open" />
            {active.length > 0 && <span className="listing__active-count">{active.length}</span>}
          </a>
        )}
        <p className="listing__count" role="status">
          <FormattedMessage id="collections.count" values={{ count: products.total }} />
        </p>
        {showSort && (
          <label className="listing__sort">
            <span>
              <FormattedMessage id="sort.label" />
            </span>
            <span className="select">
              <select
                name="sort_by"
                form={facets ? formId : undefined}
                value={params.get('sort_by') ?? 'manual'}
                onChange={(e) => apply(e.currentTarget.form)}
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {intl.formatMessage({ id: `sort.${sort}` })}
                  </option>
                ))}
              </select>
            </span>
          </label>
        )}
      </div>
      <div className={`listing__body${facets ? '' : ' listing__body--full'}`}>
        {facets && (
          <aside
            id={PANEL_ID}
            ref={panel}
            tabIndex={-1}
            className={`filters${open ? ' filters--open' : ''}`}
            aria-labelledby={`${formId}-title`}
            {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
          >
            <form
              id={formId}
              method="get"
              action={location.pathname}
              className="filters__form"
              onSubmit={(e) => {
                e.preventDefault();
                apply(e.currentTarget);
                setOpen(false);
              }}
            >
              <div className="filters__head">
                <h2 id={`${formId}-title`} className="filters__title">
                  <FormattedMessage id="filters.title" />
                </h2>
                <a
                  href="#"
                  role="button"
                  className="filters__close"
                  aria-label={intl.formatMessage({ id: 'filters.close' })}
                  onClick={(e) => {
                    e.preventDefault();
                    setOpen(false);
                  }}
                >
                  ×
                </a>
              </div>
              {Object.entries(keep ?? {}).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <FilterFields facets={facets} params={params} apply={apply} shown={shown} />
              <div className="filters__foot">
                <button type="submit" className="button button--full">
                  <FormattedMessage id="filters.apply" values={{ count: products.total }} />
                </button>
                {active.length > 0 && (
                  <ShopLink
                    to={withoutFilters(location.pathname, location.search)}
                    className="filters__clear"
                    onClick={() => setOpen(false)}
                  >
                    <FormattedMessage id="filters.clear" />
                  </ShopLink>
                )}
              </div>
            </form>
          </aside>
        )}
        {open && <div className="filters__backdrop" onClick={() => setOpen(false)} />}
        <div className="listing__results" aria-busy={loading || undefined}>
          {/* The cards' titles are h3: their list has a heading of its own. */}
          <h2 className="visually-hidden">
            <FormattedMessage id="listing.products" />
          </h2>
          {active.length > 0 && (
            <ul className="chips" aria-label={intl.formatMessage({ id: 'filters.active' })}>
              {active.map((chip) => (
                <li key={`${chip.keys.join()}=${chip.value ?? ''}`}>
                  <ShopLink
                    className="chip"
                    to={withoutFilter(location.pathname, location.search, chip.keys, chip.value)}
                    aria-label={intl.formatMessage(
                      { id: 'filters.remove' },
                      { filter: chip.label },
                    )}
                  >
                    {chip.label}
                    <span aria-hidden="true">×</span>
                  </ShopLink>
                </li>
              ))}
            </ul>
          )}
          {products.data.length === 0 ? (
            <div className="listing__empty">{empty}</div>
          ) : (
            <ProductGrid products={products.data} eagerCount={eagerCount} tags={tags} />
          )}
          <Pagination page={products.page} totalPages={products.total_pages} />
        </div>
      </div>
    </div>
  );
}

/** A filter in force, as a chip that takes it away. */
interface ActiveFilter {
  /** The parameters it takes away (a price range: both bounds). */
  keys: string[];
  /** The one value taken away; none: the whole parameters. */
  value?: string;
  label: string;
}

/** The filters in a URL, for the chips above the list. */
function activeFilters(
  params: URLSearchParams,
  inStock: string,
  outOfStock: string,
  facets: FacetsDto,
  shown: ShownCurrency,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('filter.') || value.trim() === '') continue;
    if (key === FILTER_PARAM.available) {
      chips.push({ keys: [key], value, label: value === '1' ? inStock : outOfStock });
    } else if (key === FILTER_PARAM.priceMin || key === FILTER_PARAM.priceMax) {
      const keys = [FILTER_PARAM.priceMin, FILTER_PARAM.priceMax];
      if (chips.some((c) => c.keys.length === 2)) continue;
      // The bounds as the shopper's currency shows them.
      const say = (bound: string | null) => {
        const amount = Number(bound);
        return bound && Number.isFinite(amount)
          ? formatPrice(boundFromShop(amount, shown), shown.currency, { whole: shown.whole })
          : null;
      };
      const min = say(params.get(FILTER_PARAM.priceMin)) ?? formatPrice(0, shown.currency);
      const max = say(params.get(FILTER_PARAM.priceMax)) ?? '∞';
      chips.push({ keys, label: `${min} – ${max}` });
    } else {
      const name = key.startsWith(FILTER_PARAM.option) ? key.slice(FILTER_PARAM.option.length) : '';
      // The URL holds canonical values; the chip says them in the shopper's language.
      const option = name ? facets.options.find((o) => o.name === name) : undefined;
      const shown = option?.values.find((v) => v.value === value)?.label ?? value;
      chips.push({
        keys: [key],
        value,
        label: name ? `${option?.label ?? name}: ${shown}` : value,
      });
    }
  }
  return chips;
}

/** The filter groups: stock, price, each option, vendors and tags, each value with its count. */
function FilterFields({
  facets,
  params,
  apply,
  shown,
}: {
  facets: FacetsDto;
  params: URLSearchParams;
  apply: (form: HTMLFormElement | null) => void;
  shown: ShownCurrency;
}) {
  const intl = useIntl();
  // The URL's bounds are the shop's amounts; the fields show the shopper's currency.
  const bound = (name: string) => shownBound(params.get(name), shown);
  const checkbox = (name: string, value: string, label: string, count: number) => {
    const checked = params.getAll(name).includes(value);
    return (
      <li key={value}>
        <label className={`filter-value${count === 0 && !checked ? ' filter-value--none' : ''}`}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={checked}
            disabled={count === 0 && !checked}
            onChange={(e) => apply(e.currentTarget.form)}
          />
          <span className="filter-value__label">{label}</span>
          <span className="filter-value__count">
            <span className="visually-hidden">
              <FormattedMessage id="collections.count" values={{ count }} />
            </span>
            <span aria-hidden="true">{count}</span>
          </span>
        </label>
      </li>
    );
  };
  const group = (
    key: string,
    legend: string,
    values: { value: string; label?: string; count: number }[],
  ) =>
    values.length > 0 && (
      <fieldset key={key} className="filter-group">
        <legend>{legend}</legend>
        <ul>{values.map((v) => checkbox(key, v.value, v.label ?? v.value, v.count))}</ul>
      </fieldset>
    );
  return (
    <>
      <fieldset className="filter-group">
        <legend>
          <FormattedMessage id="filters.availability" />
        </legend>
        <ul>
          {checkbox(
            FILTER_PARAM.available,
            '1',
            intl.formatMessage({ id: 'filters.in_stock' }),
            facets.availability.in_stock,
          )}
          {checkbox(
            FILTER_PARAM.available,
            '0',
            intl.formatMessage({ id: 'filters.out_of_stock' }),
            facets.availability.out_of_stock,
          )}
        </ul>
      </fieldset>
      {facets.price && (
        <fieldset className="filter-group">
          <legend>
            <FormattedMessage id="filters.price" values={{ currency: shown.currency }} />
          </legend>
          <div className="filter-price">
            <PriceBound
              name={FILTER_PARAM.priceMin}
              label={intl.formatMessage({ id: 'filters.price_from' })}
              value={bound(FILTER_PARAM.priceMin)}
              placeholder={String(Math.floor(boundFromShop(facets.price.min, shown)))}
              apply={apply}
            />
            <PriceBound
              name={FILTER_PARAM.priceMax}
              label={intl.formatMessage({ id: 'filters.price_to' })}
              value={bound(FILTER_PARAM.priceMax)}
              placeholder={String(Math.ceil(boundFromShop(facets.price.max, shown)))}
              apply={apply}
            />
          </div>
        </fieldset>
      )}
      {facets.options.map((option) =>
        group(`${FILTER_PARAM.option}${option.name}`, option.label, option.values),
      )}
      {group(FILTER_PARAM.vendor, intl.formatMessage({ id: 'filters.vendor' }), facets.vendors)}
      {group(FILTER_PARAM.tag, intl.formatMessage({ id: 'filters.tag' }), facets.tags)}
    </>
  );
}

/** A price bound: typed freely, applied when the field is left or the form sent. */
function PriceBound({
  name,
  label,
  value,
  placeholder,
  apply,
}: {
  name: string;
  label: string;
  value: string;
  placeholder: string;
  apply: (form: HTMLFormElement | null) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new URL (a chip removed, the back button) brings its own bound.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <label className="filter-price__bound">
      <span>{label}</span>
      <input
        className="input"
        type="number"
        inputMode="decimal"
        name={name}
        min={0}
        step="any"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={(e) => apply(e.currentTarget.form)}
      />
    </label>
  );
}

/** A price field's value as the URL holds it: the shop's amount for the shopper's bound. */
function shopBound(key: string, value: string, shown: ShownCurrency): string {
  const side = key === FILTER_PARAM.priceMin ? 'min' : key === FILTER_PARAM.priceMax ? 'max' : null;
  const amount = Number(value);
  if (!side || !Number.isFinite(amount) || amount < 0) return value;
  return String(boundToShop(amount, side, shown));
}

/** A URL bound (the shop's amount) as the field shows it, in the shopper's currency. */
function shownBound(value: string | null, shown: ShownCurrency): string {
  const amount = Number(value);
  if (!value || !Number.isFinite(amount)) return value ?? '';
  return String(boundFromShop(amount, shown));
}
