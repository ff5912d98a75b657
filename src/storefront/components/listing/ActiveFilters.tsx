import { useLocation } from 'react-router';
import { useIntl } from '../../intl.tsx';
import { withoutFilter } from '../listing-query.ts';
import { ShopLink } from '../ShopLink.tsx';
import type { ActiveFilter } from './active-filters.ts';

/** The filters in force above the list, each a chip (a link) that takes it away. */
export function ActiveFilters({ active }: { active: ActiveFilter[] }) {
  const intl = useIntl();
  const location = useLocation();
  if (active.length === 0) return null;
  return (
    <ul className="chips" aria-label={intl.formatMessage({ id: 'filters.active' })}>
      {active.map((chip) => (
        <li key={`${chip.keys.join()}=${chip.value ?? ''}`}>
          <ShopLink
            className="chip"
            to={withoutFilter(location.pathname, location.search, chip.keys, chip.value)}
            aria-label={intl.formatMessage({ id: 'filters.remove' }, { filter: chip.label })}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
