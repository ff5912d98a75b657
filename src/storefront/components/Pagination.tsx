import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';

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
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pagination__step">
          <FormattedMessage id="pagination.previous" />
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          <FormattedMessage id="pagination.previous" />
        </span>
      )}
      <ol>
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && n - numbers[i - 1]! > 1 && <span className="pagination__gap">…</span>}
            <Link
              to={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={intl.formatMessage(
                { id: 'pagination.page' },
                { page: n, total: totalPages },
              )}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className="pagination__step">
          <FormattedMessage id="pagination.next" />
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          <FormattedMessage id="pagination.next" />
        </span>
      )}
    </nav>
  );
}
