/** The id of the reviews section on the product page: the star rating links to it. */
export const REVIEWS_ANCHOR = 'reviews';
