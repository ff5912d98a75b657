/**
 * The shopper's display currency (spec section 4, Currency choice). Pure, for the browser.
 */

/** What the choice reads. */
export interface CurrencyChoiceInput {
  /** The pricetype kept in local storage from an earlier choice ('' or null if none). */
  stored: string | null;
  /** The theme's default currency (`defaullt_currency`); 'DEFAULT' means none. */
  themeDefault: string;
  /** The currency of the visitor's country, when the location is known. */
  countryCurrency: string | null;
  /** The rates loaded, by currency; null until they are. */
  rates: Record<string, number> | null;
  /** The shop's checkout currency. */
  checkout: string;
}

/** The currency to show, and whether the stored pricetype must be cleared. */
export interface CurrencyChoice {
  currency: string;
  clearStored: boolean;
  /** Whether the choice came from the country (Auto): prices show as whole numbers. */
  auto: boolean;
}

/**
 * The order: the stored pricetype, then the theme's default unless DEFAULT, then the country's
 * currency. Once rates are loaded, the choice is used only if it has a rate; otherwise the
 * checkout currency is used, and a stored pricetype without a rate is cleared.
 */
export function chooseCurrency(input: CurrencyChoiceInput): CurrencyChoice {
  const { stored, themeDefault, countryCurrency, rates, checkout } = input;
  const fromTheme = themeDefault && themeDefault !== 'DEFAULT' ? themeDefault : null;
  const wanted = stored || fromTheme || countryCurrency || checkout;
  const auto = !stored && !fromTheme && Boolean(countryCurrency);
  if (!rates) return { currency: checkout, clearStored: false, auto: false };
  if (wanted === checkout || rates[wanted] !== undefined) {
    return { currency: wanted, clearStored: false, auto: auto && wanted !== checkout };
  }
  return { currency: checkout, clearStored: Boolean(stored), auto: false };
}
