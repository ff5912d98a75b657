import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import type { FacetsDto } from '../../../modules/catalog/contract.ts';
import type { ShownCurrency } from '../../../modules/currency/price-bounds.ts';
import { withoutFilters } from '../listing-query.ts';
import { ShopLink } from '../ShopLink.tsx';
import { FilterFields } from './FilterFields.tsx';
import { PANEL_ID } from './ListingToolbar.tsx';

/**
 * The filters: a GET form (it filters without JavaScript), beside the list from 768 px and a
 * drawer on phones that keeps focus while open and closes on Escape, giving focus back.
 */
export function FilterPanel({
  formId,
  facets,
  params,
  keep,
  total,
  hasActive,
  open,
  setOpen,
  apply,
  shown,
}: {
  formId: string;
  facets: FacetsDto;
  params: URLSearchParams;
  /** Parameters the form keeps as they are (a search's words). */
  keep: Record<string, string> | undefined;
  total: number;
  hasActive: boolean;
  open: boolean;
  setOpen(open: boolean): void;
  apply: (form: HTMLFormElement | null) => void;
  shown: ShownCurrency;
}) {
  const intl = useIntl();
  const location = useLocation();
  const panel = useRef<HTMLElement>(null);

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
  }, [open, setOpen]);

  return (
    <>
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
              <FormattedMessage id="filters.apply" values={{ count: total }} />
            </button>
            {hasActive && (
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
      {open && <div className="filters__backdrop" onClick={() => setOpen(false)} />}
    </>
  );
}
