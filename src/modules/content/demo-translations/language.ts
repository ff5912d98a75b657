import type { Locale } from '../../../platform/locales.ts';

/**
 * What one language of the demo shop's blog, policies, FAQ and videos says (one file per language
 * beside this one; index.ts assembles them). Texts are keyed by what names them in the shop:
 * posts and blog collections by slug, policies by handle, FAQ topics and questions by their
 * English text, videos by slug.
 */

/** A language of the demo shop other than English (sp-ES reads es-ES). */
export type DemoLocale = Exclude<Locale, 'en-US' | 'sp-ES'>;

/** A post or policy: its title, and its body's paragraphs where the language has them. */
export interface DemoText {
  title: string;
  /** HTML paragraphs (inline markup only); a post's first one is its excerpt. */
  paragraphs?: readonly string[];
}

/** One question of the FAQ in the language. */
export interface DemoQuestion {
  question: string;
  /** The answer's paragraphs, as HTML (inline markup only). */
  answer: readonly string[];
}

/** A video's title and description in the language. */
export interface DemoVideo {
  title: string;
  description: string;
}

/** One language of the demo content. */
export interface DemoContentLanguage {
  locale: DemoLocale;
  /** The blog's collections' titles, by slug. */
  blogCollections: Readonly<Record<string, string>>;
  /** The blog's collections' one-line descriptions, by slug. */
  blogCollectionDescriptions: Readonly<Record<string, string>>;
  /** Blog posts by slug. */
  posts: Readonly<Record<string, DemoText>>;
  /** Policies by handle. */
  policies: Readonly<Record<string, DemoText>>;
  /** The FAQ's topics, by their English name. */
  faqTopics: Readonly<Record<string, string>>;
  /** The FAQ's questions and answers, by the English question. */
  faq: Readonly<Record<string, DemoQuestion>>;
  /** The videos' titles and descriptions, by slug. */
  videos: Readonly<Record<string, DemoVideo>>;
}
