import { useLocation } from 'react-router';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import type { FacetsDto } from '../../../modules/catalog/contract.ts';
import type { ShownCurrency } from '../../../modules/currency/price-bounds.ts';
import { withoutFilters } from '../listing-query.ts';
import { Dialog } from '../Dialog.tsx';
import { ShopLink, useShopPath } from '../ShopLink.tsx';
import { FilterFields } from './FilterFields.tsx';
import { PANEL_ID } from './ListingToolbar.tsx';

/**
 * The filters: a GET form (it filters without JavaScript), beside the list from 768 px. On
 * phones the toggle opens it in the shop's drawer dialog (Tab stays inside, the page behind is
 * inert, Escape closes it and focus goes back to the toggle); without JavaScript the toggle's
 * link shows the panel itself (`:target`).
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
  const shopPath = useShopPath();
  const intl = useIntl();
  const location = useLocation();
  const close = () => setOpen(false);

  // In the drawer the dialog gives the heading and the close button; inline, the form has its own.
  const form = (inDrawer: boolean) => (
    <form
      id={formId}
      method="get"
      action={shopPath(location.pathname)}
      className="filters__form"
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
        close();
      }}
    >
      {!inDrawer && (
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
              close();
            }}
          >
            ×
          </a>
        </div>
      )}
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
            onClick={close}
          >
            <FormattedMessage id="filters.clear" />
          </ShopLink>
        )}
      </div>
    </form>
  );

  return (
    <>
      <aside id={PANEL_ID} className="filters" aria-labelledby={`${formId}-title`}>
        {!open && form(false)}
      </aside>
      {open && (
        <Dialog
          variant="drawer"
          title={<FormattedMessage id="filters.title" />}
          closeLabel={intl.formatMessage({ id: 'filters.close' })}
          onClose={close}
          className="filters-drawer"
          testId="filters-drawer"
        >
          {form(true)}
        </Dialog>
      )}
    </>
  );
}
