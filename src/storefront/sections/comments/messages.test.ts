import { describe, expect, it } from 'vitest';
import de from '../../i18n/messages/de-DE.json';
import en from '../../i18n/messages/en-US.json';
import he from '../../i18n/messages/he-IL.json';

// The form checks before sending with the server's own words: the pages do not carry the API's
// error messages, so the form's copies (reviews.check.*) must say exactly the same.
const CHECKS = {
  rating: 'review_rating',
  author: 'review_author',
  email: 'review_email',
  body: 'review_body',
  images_too_many: 'review_images_too_many',
  image_type: 'review_image_type',
  image_size: 'review_image_size',
};

describe("the review form's messages", () => {
  it.each([
    ['en-US', en],
    ['de-DE', de],
    ['he-IL', he],
  ])('are the server’s messages, word for word (%s)', (_locale, messages) => {
    const all = messages as Record<string, string>;
    for (const [check, error] of Object.entries(CHECKS)) {
      expect(all[`reviews.check.${check}`]).toBe(all[`error.${error}`]);
      expect(all[`error.${error}`]).toBeTruthy();
    }
  });
});
