import { useIntl } from '../../intl.tsx';
import type { ReviewDto } from '../../../modules/reviews/contract.ts';
import { MAX_RATING } from '../../../modules/reviews/review-rules.ts';
import { Dialog } from '../../components/Dialog.tsx';

/** Stars out of 5, filled to the rating (spec section 5: at most 5 shown). */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const shown = Math.max(0, Math.min(MAX_RATING, rating));
  return (
    <span
      className="stars"
      role="img"
      aria-label={intl.formatMessage({ id: 'reviews.rated' }, { rating: shown.toFixed(1) })}
    >
      <span
        className="stars__fill"
        style={{ ['--rating' as string]: `${(shown / MAX_RATING) * 100}%` }}
        aria-hidden="true"
      >
        ★★★★★
      </span>
    </span>
  );
}

/** A picture opened larger (focus goes back to its thumbnail when it closes). */
export interface OpenPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * One review: stars, name, date, the text (plain text: React escapes it; never HTML) and the
 * pictures' thumbnails, each a link to the picture that opens it larger in place. Its name and
 * text keep their own direction (an English review inside a Hebrew page).
 */
export function ReviewItem({
  id,
  review,
  onOpenPicture,
}: {
  id: string;
  review: ReviewDto;
  onOpenPicture: (picture: OpenPicture) => void;
}) {
  const intl = useIntl();
  return (
    <li className="review" id={id} tabIndex={-1} data-testid="review">
      <div className="review__head">
        <Stars rating={review.rating} />
        <span className="review__author" dir="auto">
          {review.author}
        </span>
        <time className="review__date" dateTime={review.created_at}>
          {intl.formatDate(review.created_at, { dateStyle: 'medium', timeZone: 'UTC' })}
        </time>
      </div>
      <p className="review__body" dir="auto">
        {review.body}
      </p>
      {review.images.length > 0 && (
        <ul className="review__pictures">
          {review.images.map((image, i) => {
            const alt = intl.formatMessage(
              { id: 'reviews.picture' },
              { n: i + 1, author: review.author },
            );
            return (
              <li key={image.id}>
                <a
                  href={image.url}
                  className="review__picture"
                  onClick={(e) => {
                    e.preventDefault();
                    onOpenPicture({
                      url: image.url,
                      alt,
                      width: image.width,
                      height: image.height,
                    });
                  }}
                >
                  <img src={image.thumbnail} alt={alt} width={88} height={88} loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** A review's picture, larger, in the shop's modal dialog (Escape, the backdrop or the button close it). */
export function PictureViewer({ picture, onClose }: { picture: OpenPicture; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      variant="modal"
      label={picture.alt}
      closeLabel={intl.formatMessage({ id: 'reviews.close' })}
      onClose={onClose}
      className="picture-viewer"
      testId="picture-viewer"
    >
      <img src={picture.url} alt={picture.alt} width={picture.width} height={picture.height} />
    </Dialog>
  );
}
