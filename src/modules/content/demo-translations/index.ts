import type { FaqTranslations, VideoTranslations } from '../../blocks/contract.ts';
import type { ContentTranslations } from '../contract.ts';
import { daDK } from './da-DK.ts';
import { deDE } from './de-DE.ts';
import { esES } from './es-ES.ts';
import { fiFI } from './fi-FI.ts';
import { frFR } from './fr-FR.ts';
import { heIL } from './he-IL.ts';
import { itIT } from './it-IT.ts';
import { jaJP } from './ja-JP.ts';
import { koKR } from './ko-KR.ts';
import type { DemoContentLanguage, DemoLocale } from './language.ts';
import { nlNL } from './nl-NL.ts';
import { noNO } from './no-NO.ts';
import { ptPT } from './pt-PT.ts';
import { ruRU } from './ru-RU.ts';
import { svSE } from './sv-SE.ts';
import { zhCN } from './zh-CN.ts';

/**
 * The demo blog, policies, FAQ and videos in every language of the shop but English (NOTES,
 * Translated content): each language is a file of this folder; this one puts them together.
 * A post or policy without paragraphs in a language keeps its English body under the
 * translated title (the pages show the default language where a translation has no text).
 */
export const DEMO_CONTENT_LANGUAGES: readonly DemoContentLanguage[] = [
  daDK,
  deDE,
  esES,
  fiFI,
  frFR,
  heIL,
  itIT,
  jaJP,
  koKR,
  nlNL,
  noNO,
  ptPT,
  ruRU,
  svSE,
  zhCN,
];

const html = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** The demo content's translations, as a merchant's translations file would hold them. */
export function demoContentTranslations(
  languages: readonly DemoContentLanguage[] = DEMO_CONTENT_LANGUAGES,
): ContentTranslations {
  return {
    blog_collections: languages.flatMap(({ locale, blogCollections, blogCollectionDescriptions }) =>
      Object.entries(blogCollections).map(([slug, title]) => ({
        slug,
        locale,
        title,
        ...(blogCollectionDescriptions[slug]
          ? { description: blogCollectionDescriptions[slug] }
          : {}),
      })),
    ),
    blog_posts: languages.flatMap(({ locale, posts }) =>
      Object.entries(posts).map(([slug, { title, paragraphs }]) => ({
        slug,
        locale,
        title,
        ...(paragraphs?.length ? { excerpt: paragraphs[0]!, body_html: html(paragraphs) } : {}),
      })),
    ),
    policies: languages.flatMap(({ locale, policies }) =>
      Object.entries(policies).map(([handle, { title, paragraphs }]) => ({
        handle,
        locale,
        title,
        ...(paragraphs?.length ? { body_html: html(paragraphs) } : {}),
      })),
    ),
  };
}

/** What the seed stores of the blog and policies in other languages. */
export const DEMO_CONTENT_TRANSLATIONS = demoContentTranslations();

/**
 * One demo FAQ entry (blocks' DEMO_FAQ: topic, question) in a language, its answer as HTML;
 * undefined where the language lacks it.
 */
export function demoFaqTranslation(
  locale: DemoLocale,
  english: { topic: string; question: string },
): { topic: string; question: string; answer_html: string } | undefined {
  const language = DEMO_CONTENT_LANGUAGES.find((l) => l.locale === locale);
  const entry = language?.faq[english.question];
  const topic = language?.faqTopics[english.topic];
  if (!entry || topic === undefined) return undefined;
  return { topic, question: entry.question, answer_html: html(entry.answer) };
}

/** The demo FAQ (blocks' DEMO_FAQ) in every language, as a merchant's translations file. */
export function demoFaqTranslations(
  english: readonly { topic?: string; question: string }[],
): FaqTranslations {
  return {
    faq: DEMO_CONTENT_LANGUAGES.flatMap(({ locale }) =>
      english.flatMap((entry) => {
        const text = demoFaqTranslation(locale, { ...entry, topic: entry.topic ?? '' });
        return text
          ? [
              {
                question: entry.question,
                locale,
                topic: text.topic,
                label: text.question,
                answer_html: text.answer_html,
              },
            ]
          : [];
      }),
    ),
  };
}

/** The demo videos (blocks' demoVideos) in every language, as a merchant's translations file. */
export function demoVideoTranslations(slugs: readonly string[]): VideoTranslations {
  return {
    videos: DEMO_CONTENT_LANGUAGES.flatMap(({ locale, videos }) =>
      slugs.flatMap((slug) => {
        const text = videos[slug];
        return text ? [{ slug, locale, title: text.title, description: text.description }] : [];
      }),
    ),
  };
}
