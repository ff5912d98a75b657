/** A tracking number is 5 to 50 letters and digits (spec section 5), whoever checks it. */
export const TRACKING_NUMBER = /^[A-Za-z0-9]{5,50}$/;
