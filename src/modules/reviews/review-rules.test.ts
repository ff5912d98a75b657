import { describe, expect, it } from 'vitest';
import { isFlooding, MAX_REVIEWS_PER_WINDOW } from './flood.ts';
import { MAX_REVIEW_IMAGE_BYTES, pictureProblem, summarise } from './review-rules.ts';

describe('review pictures, before they are sent', () => {
  it('takes JPG, JPEG, PNG and GIF up to 8 MB', () => {
    expect(pictureProblem({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(pictureProblem({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(
      pictureProblem({ name: 'a.gif', type: 'image/gif', size: MAX_REVIEW_IMAGE_BYTES }),
    ).toBeNull();
  });

  it('refuses other types by name or by type, and anything over 8 MB', () => {
    expect(pictureProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe('image_type');
    expect(pictureProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('image_type');
    expect(pictureProblem({ name: 'a.jpg', type: 'text/plain', size: 10 })).toBe('image_type');
    expect(
      pictureProblem({ name: 'a.png', type: 'image/png', size: MAX_REVIEW_IMAGE_BYTES + 1 }),
    ).toBe('image_size');
  });
});

describe('the rating summary', () => {
  it('counts each star and averages to one decimal', () => {
    expect(summarise({ 5: 1, 4: 1 })).toEqual({
      review_count: 2,
      average_rating: 4.5,
      counts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    expect(summarise({ 5: 2, 4: 1 }).average_rating).toBe(4.7);
    expect(summarise({})).toMatchObject({ review_count: 0, average_rating: 0 });
  });
});

describe('flood control', () => {
  it('stops at the limit', () => {
    expect(isFlooding(MAX_REVIEWS_PER_WINDOW - 1, MAX_REVIEWS_PER_WINDOW)).toBe(false);
    expect(isFlooding(MAX_REVIEWS_PER_WINDOW, MAX_REVIEWS_PER_WINDOW)).toBe(true);
  });
});
