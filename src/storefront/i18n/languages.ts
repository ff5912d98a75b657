/**
 * The languages the shopper can pick (spec section 2, language selector), each named in itself,
 * in the order of their names' alphabets. sp-ES is not listed: it answers as es-ES (NOTES).
 */
export const UI_LANGUAGES = [
  { locale: 'da-DK', name: 'Dansk' },
  { locale: 'de-DE', name: 'Deutsch' },
  { locale: 'en-US', name: 'English' },
  { locale: 'es-ES', name: 'Español' },
  { locale: 'fr-FR', name: 'Français' },
  { locale: 'it-IT', name: 'Italiano' },
  { locale: 'nl-NL', name: 'Nederlands' },
  { locale: 'no-NO', name: 'Norsk (bokmål)' },
  { locale: 'pt-PT', name: 'Português' },
  { locale: 'fi-FI', name: 'Suomi' },
  { locale: 'sv-SE', name: 'Svenska' },
  { locale: 'ru-RU', name: 'Русский' },
  { locale: 'he-IL', name: 'עברית' },
  { locale: 'ja-JP', name: '日本語' },
  { locale: 'ko-KR', name: '한국어' },
  { locale: 'zh-CN', name: '中文（简体）' },
] as const;

/** Where the language selector posts (a form: it works before JavaScript does). */
export const LANGUAGE_PATH = '/locale';
