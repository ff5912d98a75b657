import type { Locale } from '../../platform/locales.ts';

/** A language of the demo shop other than English (sp-ES reads es-ES). */
type DemoLocale = Exclude<Locale, 'en-US' | 'sp-ES'>;

/**
 * The demo reward campaigns' titles in every language of the shop but English, by the
 * campaign's key (seed.ts), with each `{money:n}` placeholder kept as the English title writes it.
 */
export const DEMO_CAMPAIGN_TITLES: Readonly<
  Partial<Record<DemoLocale, Readonly<Record<string, string>>>>
> = {};
