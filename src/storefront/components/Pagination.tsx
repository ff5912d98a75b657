import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLocation } from 'react-router';
import { ShopLink } from './ShopLink.tsx';
import './Pagination.css';

/** Pages of a list as links (?page=n), with previous and next. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const numbers = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === totalPages || Math.abs(n - page) <= 1,
  );
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <Step to={page > 1 ? href(page - 1) : undefined} rel="prev" label="pagination.previous" />
      <ol>
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && n - numbers[i - 1]! > 1 && <span className="pagination__gap">…</span>}
            <ShopLink
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={intl.formatMessage(
                { id: 'pagination.page' },
                { page: n, total: totalPages },
              )}
            >
              {n}
            </ShopLink>
          </li>
        ))}
      </ol>
      <Step
        to={page < totalPages ? href(page + 1) : undefined}
        rel="next"
        label="pagination.next"
      />
    </nav>
  );
}

/** Previous or next: a link, or a disabled label at either end. */
function Step({ to, rel, label }: { to: string | undefined; rel: string; label: string }) {
  if (!to) {
    return (
      <span className="pagination__step" aria-disabled="true">
        <FormattedMessage id={label} />
      </span>
    );
  }
  return (
    <ShopLink to={to} rel={rel} className="pagination__step">
      <FormattedMessage id={label} />
    </ShopLink>
  );
}
