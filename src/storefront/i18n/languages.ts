/**
 * The languages the shopper can pick (spec section 2, language selector): those whose UI
 * messages exist, each named in itself. A language joins the list with its messages file.
 */
export const UI_LANGUAGES = [
  { locale: 'en-US', name: 'English' },
  { locale: 'de-DE', name: 'Deutsch' },
  { locale: 'he-IL', name: 'עברית' },
] as const;

/** Where the language selector posts (a form: it works before JavaScript does). */
export const LANGUAGE_PATH = '/locale';
