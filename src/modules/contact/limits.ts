/** The contact form's limits, shared by the API's checks and the form (no schema library). */

/** The longest message a shopper may send. */
export const MAX_CONTACT_MESSAGE = 2000;

/** The longest name a shopper may give. */
export const MAX_CONTACT_NAME = 100;
