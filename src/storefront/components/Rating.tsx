import { useIntl } from '../intl.tsx';
import './Rating.css';

/** The id of the product page's reviews block: the star rating links to it. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * Star rating out of 5 (spec section 5, Display: rating maximum is 5); with `href`, a link to
 * where the reviews are read.
 */
export function Rating({ rating, count, href }: { rating: number; count: number; href?: string }) {
  const intl = useIntl();
  if (count === 0) return null;
  const label = intl.formatMessage({ id: 'product.rating' }, { rating: rating.toFixed(1), count });
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const stars = (
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
  return href ? (
    <a className="rating__link" href={href}>
      {stars}
    </a>
  ) : (
    stars
  );
}
