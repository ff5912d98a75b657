import type { ReactNode } from 'react';
import { FormattedMessage } from '../../intl.tsx';

/** The id of the filters panel, the target of the phone's "Filter and sort" link. */
export const PANEL_ID = 'filters';

/**
 * The bar above the list: the phone's filters button (a link to the panel without JavaScript),
 * the count (announced when it changes) and the sort.
 */
export function ListingToolbar({
  filters,
  activeCount,
  open,
  onOpen,
  total,
  sort,
}: {
  /** Whether the list has filters (the theme may turn them off). */
  filters: boolean;
  activeCount: number;
  open: boolean;
  onOpen(): void;
  total: number;
  sort: ReactNode;
}) {
  return (
    <div className="listing__toolbar">
      {filters && (
        <a
          href={`#${PANEL_ID}`}
          role="button"
          className="button button--secondary listing__filter-toggle"
          aria-controls={PANEL_ID}
          aria-expanded={open}
          onClick={(e) => {
            e.preventDefault();
            onOpen();
          }}
        >
          <FormattedMessage id="filters.open" />
          {activeCount > 0 && <span className="listing__active-count">{activeCount}</span>}
        </a>
      )}
      <p className="listing__count" role="status">
        <FormattedMessage id="collections.count" values={{ count: total }} />
      </p>
      {sort}
    </div>
  );
}
