import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/locales.ts';
import { videoTranslationsSchema } from '../blocks/contract.ts';
import { DEMO_FAQ, demoVideos } from '../blocks/seed.ts';
import type { DemoLocale } from '../catalog/demo-translations/language.ts';
import { readsAsEnglish } from '../catalog/demo-translations/same-as-english.ts';
import { contentTranslationsSchema } from './contract.ts';
import {
  DEMO_CONTENT_LANGUAGES,
  DEMO_CONTENT_TRANSLATIONS,
  demoFaqTranslation,
  demoVideoTranslations,
} from './demo-translations/index.ts';
import { DEMO_BLOG_COLLECTIONS, DEMO_POLICIES, DEMO_POSTS } from './seed.ts';

/** Every language of the shop but English (sp-ES is served es-ES). */
const OTHERS = LOCALES.filter((l): l is DemoLocale => l !== 'en-US' && l !== 'sp-ES');

/** The languages whose demo posts and policies have their own bodies. */
const DESCRIBED: DemoLocale[] = ['de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'zh-CN', 'he-IL'];

const paragraphs = (html: string) => html.match(/<p>/g)?.length ?? 0;
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const marks = (html: string) => html.match(/<strong>/g)?.length ?? 0;

const language = (locale: DemoLocale) => DEMO_CONTENT_LANGUAGES.find((l) => l.locale === locale)!;

describe('the demo blog, policies and FAQ in every language', () => {
  it('has one language file for each of the shop’s languages but English', () => {
    expect(DEMO_CONTENT_LANGUAGES.map((l) => l.locale).sort()).toEqual([...OTHERS].sort());
    expect(() => contentTranslationsSchema.parse(DEMO_CONTENT_TRANSLATIONS)).not.toThrow();
  });

  it('titles every blog collection, post and policy in words that are not English', () => {
    for (const locale of OTHERS) {
      const { blogCollections, posts, policies } = language(locale);
      const own = [
        ...DEMO_BLOG_COLLECTIONS.map((c) => [c.title, blogCollections[c.slug]] as const),
        ...DEMO_POSTS.map((p) => [p.title, posts[p.slug]?.title] as const),
        ...DEMO_POLICIES.map((p) => [p.title, policies[p.handle]?.title] as const),
      ];
      for (const [english, translated] of own) {
        expect(translated, `${locale} ${english}`).toBeTruthy();
        expect(readsAsEnglish(locale, english, translated!), `${locale}: ${translated}`).toBe(
          false,
        );
      }
    }
  });

  it('titles and describes every video in words that are not English', () => {
    const english = demoVideos([]);
    const file = demoVideoTranslations(english.map((v) => v.slug));
    expect(() => videoTranslationsSchema.parse(file)).not.toThrow();
    expect(file.videos).toHaveLength(english.length * OTHERS.length);
    for (const locale of OTHERS) {
      for (const video of english) {
        const text = language(locale).videos[video.slug];
        expect(text, `${locale} ${video.slug}`).toBeDefined();
        expect(readsAsEnglish(locale, video.title, text!.title), text!.title).toBe(false);
        expect(readsAsEnglish(locale, video.description ?? '', text!.description)).toBe(false);
      }
    }
  });

  it('asks and answers every question of the FAQ, under its topic', () => {
    for (const locale of OTHERS) {
      for (const english of DEMO_FAQ) {
        const faq = demoFaqTranslation(locale, {
          topic: english.topic!,
          question: english.question,
        });
        expect(faq, `${locale} ${english.question}`).toBeDefined();
        expect(readsAsEnglish(locale, english.question, faq!.question), faq!.question).toBe(false);
        expect(readsAsEnglish(locale, english.topic!, faq!.topic), faq!.topic).toBe(false);
        // The same paragraphs, links and marked words as the English answer.
        expect(paragraphs(faq!.answer_html), faq!.question).toBe(paragraphs(english.answer_html));
        expect(links(faq!.answer_html), faq!.question).toEqual(links(english.answer_html));
        expect(marks(faq!.answer_html), faq!.question).toBe(marks(english.answer_html));
      }
    }
  });

  it('has the policies’ bodies and the blog collections’ descriptions in every language', () => {
    for (const locale of OTHERS) {
      const policies = DEMO_CONTENT_TRANSLATIONS.policies!.filter((p) => p.locale === locale);
      for (const english of DEMO_POLICIES) {
        const policy = policies.find((p) => p.handle === english.handle)!;
        expect(paragraphs(policy.body_html!), `${locale} ${english.handle}`).toBe(
          paragraphs(english.bodyHtml),
        );
        // Amounts stay placeholders the page formats in the shopper's currency.
        for (const money of english.bodyHtml.match(/\{money:\d+\}/g) ?? []) {
          expect(policy.body_html, `${locale} ${english.handle}`).toContain(money);
        }
        expect(readsAsEnglish(locale, english.bodyHtml, policy.body_html!)).toBe(false);
      }
      const collections = DEMO_CONTENT_TRANSLATIONS.blog_collections!.filter(
        (c) => c.locale === locale,
      );
      for (const english of DEMO_BLOG_COLLECTIONS) {
        const description = collections.find((c) => c.slug === english.slug)?.description;
        expect(description, `${locale} ${english.slug}`).toBeTruthy();
        expect(readsAsEnglish(locale, english.description, description!)).toBe(false);
      }
    }
  });

  it('has the posts’ bodies in German, French, Spanish, Japanese, Chinese and Hebrew', () => {
    for (const locale of OTHERS) {
      const posts = DEMO_CONTENT_TRANSLATIONS.blog_posts!.filter((p) => p.locale === locale);
      if (!DESCRIBED.includes(locale)) {
        // The others show the English bodies under their own titles.
        expect(posts.every((p) => p.body_html === undefined && p.excerpt === undefined)).toBe(true);
        continue;
      }
      for (const english of DEMO_POSTS) {
        const post = posts.find((p) => p.slug === english.slug)!;
        expect(paragraphs(post.body_html!), `${locale} ${english.slug}`).toBe(
          paragraphs(english.bodyHtml),
        );
        expect(post.body_html!.startsWith(`<p>${post.excerpt}</p>`)).toBe(true);
      }
    }
  });
});
