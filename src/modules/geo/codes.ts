/**
 * The code of the 422 on a postcode the shop does not deliver to ("This postcode cannot be
 * delivered."): the one 422 the browser does not send to error reporting (spec section 8).
 * A module of its own: the error reporter runs with every page's first code, and the form
 * rules (form-rules.ts) with the forms that load later.
 */
export const UNDELIVERABLE_POSTCODE = 'postcode_undeliverable';
