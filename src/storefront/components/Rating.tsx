import { useIntl } from '../intl.tsx';
import './Rating.css';

/** Star rating out of 5 (spec section 5, Display: rating maximum is 5). */
export function Rating({ rating, count }: { rating: number; count: number }) {
  const intl = useIntl();
  if (count === 0) return null;
  const label = intl.formatMessage({ id: 'product.rating' }, { rating: rating.toFixed(1), count });
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <div className="rating" role="img" aria-label={label} title={label}>
      <span
        className="rating__stars"
        style={{ ['--rating' as string]: `${percent}%` }}
        aria-hidden="true"
      >
        ★★★★★
      </span>
      <span className="rating__count" aria-hidden="true">
        ({count})
      </span>
    </div>
  );
}
