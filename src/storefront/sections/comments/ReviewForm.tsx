import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import type { ReviewDto } from '../../../modules/reviews/contract.ts';
import {
  MAX_AUTHOR,
  MAX_RATING,
  MAX_REVIEW_BODY,
  MAX_REVIEW_IMAGES,
} from '../../../modules/reviews/review-rules.ts';
import { isApiError } from '../../api-client.ts';
import './review-form.css';
import { isEmailAddress } from '../../../modules/geo/form-rules.ts';
import { reviewApi } from '../../review-api.ts';
import { PicturePreviews, useReviewPictures } from './review-pictures.tsx';

type Field = 'rating' | 'author' | 'email' | 'body' | 'images';
const FIELDS: Field[] = ['rating', 'author', 'email', 'body', 'images'];

/** What each text field needs (the server holds them to the same: review-rules.ts). */
const TEXT_RULES = {
  author: (v: string) => v.trim().length > 0 && v.trim().length <= MAX_AUTHOR,
  email: (v: string) => isEmailAddress(v),
  body: (v: string) => v.trim().length > 0 && v.trim().length <= MAX_REVIEW_BODY,
};

// The server's fields of an upload's refusal all concern the pictures.
const PICTURE_FIELDS = new Set(['filename', 'content_type', 'size', 'file', 'ids']);

/**
 * The review form (a chunk of its own, loaded when the shopper opens it): stars as radio
 * buttons, name, e-mail, the text with a live count, and up to 5 pictures. The browser checks
 * what the server checks, with the same messages; the server decides. Pictures go first
 * (review-pictures.tsx), then the review.
 */
export default function ReviewForm({
  productId,
  onPosted,
  onCancel,
}: {
  productId: number;
  onPosted: (review: ReviewDto) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const uid = useId();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const [rating, setRating] = useState(0);
  const [author, setAuthor] = useState('');
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const pictures = useReviewPictures();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const ratingRef = useRef<HTMLInputElement>(null);
  const authorRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const imagesRef = useRef<HTMLInputElement>(null);
  const controlOf = (field: Field) =>
    ({ rating: ratingRef, author: authorRef, email: emailRef, body: bodyRef, images: imagesRef })[
      field
    ].current;

  // The form opens on its first control.
  useEffect(() => {
    ratingRef.current?.focus();
  }, []);

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const firstField = FIELDS.find((f) => found[f]);
    if (firstField) controlOf(firstField)?.focus();
  }

  function addPictures(event: ChangeEvent<HTMLInputElement>) {
    const refusal = pictures.add([...(event.target.files ?? [])]);
    event.target.value = '';
    setErrors((e) => ({ ...e, images: refusal && t(`reviews.check.${refusal}`) }));
  }

  /** A file named and typed as a picture that the browser cannot draw: refused at once. */
  function refuseUnreadable(key: string) {
    pictures.drop(key);
    setErrors((e) => ({ ...e, images: t('reviews.check.image_type') }));
  }

  function removePicture(key: string) {
    pictures.drop(key);
    setErrors((e) => ({ ...e, images: undefined }));
    imagesRef.current?.focus();
  }

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (rating < 1 || rating > MAX_RATING) found.rating = t('reviews.check.rating');
    for (const [field, value] of [
      ['author', author],
      ['email', email],
      ['body', body],
    ] as const) {
      if (!TEXT_RULES[field](value)) found[field] = t(`reviews.check.${field}`);
    }
    if (pictures.list.length > MAX_REVIEW_IMAGES) found.images = t('reviews.check.images_too_many');
    return found;
  }

  /** A field's text as it is typed: a shown error goes as soon as the field is right. */
  function typed(field: keyof typeof TEXT_RULES, value: string, set: (value: string) => void) {
    set(value);
    if (errors[field] && TEXT_RULES[field](value)) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFormError('');
    const found = check();
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    const api = reviewApi();
    try {
      const ids = await pictures.upload(api);
      const review = await api.createReview({
        product_id: productId,
        rating,
        author: author.trim(),
        email: email.trim(),
        body: body.trim(),
        images: ids,
      });
      onPosted(review);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields: Partial<Record<Field, string>> = {};
      for (const [name, message] of Object.entries(error.errors ?? {})) {
        const field = PICTURE_FIELDS.has(name) ? 'images' : (name as Field);
        if (FIELDS.includes(field)) fields[field] ??= message;
      }
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFormError(error.message);
    } finally {
      setSending(false);
    }
  }

  /** The attributes that tie a control to its hint and its error. */
  const describe = (field: Field, hint = false) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? `${uid}-${field}-error` : '', hint ? `${uid}-${field}-hint` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${uid}-${field}-error`} className="review-form__error" data-testid={`error-${field}`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="review-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="review-form"
    >
      <h3 className="review-form__title">
        <FormattedMessage id="reviews.write" />
      </h3>
      <fieldset className="review-form__stars">
        <legend className="field__label">
          <FormattedMessage id="reviews.rating" />
        </legend>
        <div className="star-picker">
          {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((star) => (
            <label key={star} className={`star-picker__star${star <= rating ? ' is-on' : ''}`}>
              <input
                ref={star === 1 ? ratingRef : undefined}
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => {
                  setRating(star);
                  setErrors((e) => ({ ...e, rating: undefined }));
                }}
                className="visually-hidden"
                {...describe('rating')}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviews.stars', { star })}</span>
            </label>
          ))}
        </div>
        {errorOf('rating')}
      </fieldset>
      <div className="review-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${uid}-author`}>
            <FormattedMessage id="reviews.author" />
          </label>
          <input
            id={`${uid}-author`}
            ref={authorRef}
            className="input"
            name="author"
            autoComplete="name"
            value={author}
            onChange={(e) => typed('author', e.target.value, setAuthor)}
            {...describe('author')}
          />
          {errorOf('author')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${uid}-email`}>
            <FormattedMessage id="reviews.email" />
          </label>
          <input
            id={`${uid}-email`}
            ref={emailRef}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => typed('email', e.target.value, setEmail)}
            {...describe('email', true)}
          />
          <p id={`${uid}-email-hint`} className="review-form__hint">
            <FormattedMessage id="reviews.email_hint" />
          </p>
          {errorOf('email')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${uid}-body`}>
          <FormattedMessage id="reviews.body" />
        </label>
        <textarea
          id={`${uid}-body`}
          ref={bodyRef}
          className="input review-form__body"
          name="body"
          rows={5}
          value={body}
          onChange={(e) => typed('body', e.target.value, setBody)}
          {...describe('body', true)}
        />
        <p
          id={`${uid}-body-hint`}
          className={`review-form__counter${body.length > MAX_REVIEW_BODY ? ' is-over' : ''}`}
          data-testid="body-counter"
        >
          {t('reviews.counter', { count: body.length, max: MAX_REVIEW_BODY })}
        </p>
        {errorOf('body')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${uid}-images`}>
          <FormattedMessage id="reviews.pictures" />
        </label>
        <input
          id={`${uid}-images`}
          ref={imagesRef}
          type="file"
          name="images"
          multiple
          accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
          className="review-form__file"
          onChange={addPictures}
          {...describe('images', true)}
        />
        <p id={`${uid}-images-hint`} className="review-form__hint">
          <FormattedMessage id="reviews.pictures_hint" />
        </p>
        {errorOf('images')}
        <PicturePreviews
          pictures={pictures.list}
          onRemove={removePicture}
          onUnreadable={refuseUnreadable}
        />
      </div>
      <p className="form-error" role="alert">
        {formError}
      </p>
      <div className="review-form__actions">
        <button
          type="submit"
          className="button"
          aria-disabled={sending || undefined}
          data-testid="submit-review"
        >
          <FormattedMessage id={sending ? 'reviews.sending' : 'reviews.submit'} />
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <FormattedMessage id="reviews.cancel" />
        </button>
      </div>
    </form>
  );
}
