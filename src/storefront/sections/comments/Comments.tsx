import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { ReviewDto, ReviewPage } from '../../../modules/reviews/contract.ts';
import { summarise, MAX_RATING } from '../../../modules/reviews/review-rules.ts';
import { isApiError } from '../../api-client.ts';
import { addNewComment, useNewComments } from '../../state/new-comments.ts';
import type { SectionContext } from '../registry.tsx';
import { PictureViewer, ReviewItem, Stars, type OpenPicture } from './ReviewItem.tsx';
import type { settings } from './settings.ts';
import { reviewApi } from '../../review-api.ts';
import { useShopPath } from '../../components/ShopLink.tsx';

// The form is not needed for the first paint: its code loads when the shopper opens it.
const ReviewForm = lazy(() => import('./ReviewForm.tsx'));

type Settings = z.output<typeof settings>;

/** The query parameter of the reviews' page when JavaScript is off (`?reviews_page=2`). */
export const REVIEWS_PAGE_PARAM = 'reviews_page';

/** Reads the page of reviews the address asks for (`?reviews_page=`), when reviews are open. */
export async function loadReviews(
  ctx: SectionContext<ProductDto>,
  settings: Settings,
): Promise<ReviewPage | null> {
  const { request, page: product } = ctx;
  if (product.review_status !== 'open') return null;
  const asked = Number(new URL(request.url).searchParams.get(REVIEWS_PAGE_PARAM) ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  try {
    return await reviewApi(ctx).reviews({
      product_id: product.ID,
      page,
      page_size: settings.page_size,
    });
  } catch (error) {
    // The reviews are not the page: a failure leaves the product shown without them.
    if (isApiError(error)) return null;
    throw error;
  }
}

/** The reviews block: summary, list, more, the form and the picture viewer. */
export function Comments({
  id,
  anchor,
  settings,
  first,
  product,
}: {
  id: string;
  /** The block's element id, which the product's star rating links to. */
  anchor: string;
  settings: Settings;
  first: ReviewPage;
  product: ProductDto;
}) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const shopPath = useShopPath();
  const posted = useNewComments(product.ID);
  const [loaded, setLoaded] = useState<ReviewDto[]>([]);
  const [lastPage, setLastPage] = useState(first.page);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [writing, setWriting] = useState(false);
  const [picture, setPicture] = useState<OpenPicture | null>(null);
  const focusId = useRef<number | null>(null);
  const writeButton = useRef<HTMLButtonElement>(null);

  const seen = new Set<number>();
  const reviews = [...posted, ...first.data, ...loaded].filter(
    (r) => !seen.has(r.id) && seen.add(r.id),
  );
  // The summary counts what the shopper posted on this visit too.
  const counts: Record<number, number> = {};
  for (let star = 1; star <= MAX_RATING; star++) {
    counts[star] = first.summary.counts[String(star) as '1'];
  }
  for (const r of posted) counts[r.rating] = (counts[r.rating] ?? 0) + 1;
  const summary = summarise(counts);
  const total = first.total + posted.length;
  const nextPage = lastPage + 1;
  const hasMore = nextPage <= first.total_pages;

  // Focus moves to the first review that a load or a post brought in.
  useEffect(() => {
    if (focusId.current === null) return;
    document.getElementById(`${id}-review-${focusId.current}`)?.focus();
    focusId.current = null;
  });

  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(REVIEWS_PAGE_PARAM);
    else params.set(REVIEWS_PAGE_PARAM, String(n));
    const query = params.toString();
    return `${shopPath(pathname)}${query ? `?${query}` : ''}#${anchor}`;
  };

  async function loadMore(event: MouseEvent) {
    // Hydrated, the next page comes in place; before, the link loads it (?reviews_page=).
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const more = await reviewApi().reviews({
        product_id: product.ID,
        page: nextPage,
        page_size: settings.page_size,
      });
      focusId.current = more.data.find((r) => !seen.has(r.id))?.id ?? null;
      setLoaded((list) => [...list, ...more.data]);
      setLastPage(nextPage);
      setAnnouncement(
        intl.formatMessage(
          { id: 'reviews.shown' },
          { shown: Math.min(total, reviews.length + more.data.length), total },
        ),
      );
    } catch (error) {
      setAnnouncement(
        isApiError(error) ? error.message : intl.formatMessage({ id: 'reviews.load_failed' }),
      );
    } finally {
      setLoading(false);
    }
  }

  function onPosted(review: ReviewDto) {
    addNewComment(review);
    setWriting(false);
    focusId.current = review.id;
    setAnnouncement(intl.formatMessage({ id: 'reviews.posted' }));
  }

  return (
    <section
      className="section comments"
      id={anchor}
      aria-labelledby={`${id}-title`}
      data-testid="reviews"
      tabIndex={-1}
    >
      <div className="section__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id="reviews.title" />
        </h2>
      </div>
      <div className="comments__top">
        <div className="comments__summary" data-testid="reviews-summary">
          <p className="comments__average">
            <span className="comments__average-value">{summary.average_rating.toFixed(1)}</span>
            <Stars rating={summary.average_rating} />
          </p>
          <p className="comments__based-on">
            <FormattedMessage id="reviews.based_on" values={{ count: summary.review_count }} />
          </p>
        </div>
        <ul className="comments__bars">
          {[5, 4, 3, 2, 1].map((star) => {
            const n = summary.counts[String(star) as '1'];
            const share = summary.review_count ? (n / summary.review_count) * 100 : 0;
            return (
              <li key={star} className="comments__bar-row">
                <span aria-hidden="true" className="comments__bar-star">
                  {star} ★
                </span>
                <span aria-hidden="true" className="comments__bar">
                  <span style={{ inlineSize: `${share}%` }} />
                </span>
                <span aria-hidden="true" className="comments__bar-count">
                  {n}
                </span>
                <span className="visually-hidden">
                  <FormattedMessage id="reviews.star_bar" values={{ star, count: n }} />
                </span>
              </li>
            );
          })}
        </ul>
        <div className="comments__write">
          <button
            type="button"
            ref={writeButton}
            className="button button--secondary"
            aria-expanded={writing}
            aria-controls={`${id}-form`}
            onClick={() => setWriting((open) => !open)}
            data-testid="write-review"
          >
            <FormattedMessage id="reviews.write" />
          </button>
        </div>
      </div>
      <div id={`${id}-form`}>
        {writing && (
          <Suspense
            fallback={
              <p className="comments__loading">
                <FormattedMessage id="reviews.loading" />
              </p>
            }
          >
            <ReviewForm
              productId={product.ID}
              onPosted={onPosted}
              onCancel={() => {
                setWriting(false);
                writeButton.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="reviews-status">
        {announcement}
      </p>
      {reviews.length === 0 ? (
        <p className="comments__empty">
          <FormattedMessage id="reviews.empty" />
        </p>
      ) : (
        <ol className="comments__list" data-testid="review-list">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              id={`${id}-review-${review.id}`}
              review={review}
              onOpenPicture={setPicture}
            />
          ))}
        </ol>
      )}
      <div className="comments__paging">
        {first.page > 1 && (
          <a className="button button--secondary" href={pageHref(1)}>
            <FormattedMessage id="reviews.newest" />
          </a>
        )}
        {hasMore && (
          <a
            className="button button--secondary"
            href={pageHref(nextPage)}
            onClick={(e) => void loadMore(e)}
            aria-disabled={loading || undefined}
            data-testid="more-reviews"
          >
            <FormattedMessage id={loading ? 'reviews.loading' : 'reviews.more'} />
          </a>
        )}
      </div>
      {picture && <PictureViewer picture={picture} onClose={() => setPicture(null)} />}
    </section>
  );
}
