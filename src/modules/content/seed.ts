import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { generatedImageName } from '../media/generated.ts';
import { DEMO_CONTENT_TRANSLATIONS } from './demo-translations/index.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { saveContentTranslations } from './translations-save.ts';
import { blogCollections, blogPosts, policies } from './schema.ts';

/** The demo blog's collections, in the blog home's order. */
export const DEMO_BLOG_COLLECTIONS = [
  {
    slug: 'guides',
    title: 'Guides',
    description: 'How to choose, wear and care for what you buy.',
  },
  { slug: 'journal', title: 'Journal', description: 'Where our things are made, and by whom.' },
  { slug: 'living', title: 'Living', description: 'Small rituals for home and travel.' },
];

const post = (
  collection: string,
  slug: string,
  title: string,
  icon: string,
  color: string,
  day: number,
  author: string,
  tags: string[],
  paragraphs: string[],
  preferredPosition: number | null = null,
) => ({
  collection,
  slug,
  title,
  excerpt: paragraphs[0]!,
  bodyHtml: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  image: `/media/${generatedImageName(icon, color)}.webp`,
  author,
  tags,
  publishedAt: new Date(Date.UTC(2026, 8, day, 9)),
  preferredPosition,
});

/** The demo blog: six posts, enough to fill the blog home and a collection. */
export const DEMO_POSTS = [
  post(
    'guides',
    'caring-for-linen',
    'Caring for linen',
    'dress',
    '#deb887',
    2,
    'Ines Moreau',
    ['care', 'linen'],
    [
      'Linen gets better with every wash, if you let it. Wash it cool, skip the softener, and dry it flat in the shade.',
      'Creases are part of its charm. If you prefer it crisp, iron it while still a little damp, on the reverse side.',
    ],
    1,
  ),
  post(
    'guides',
    'a-capsule-wardrobe-in-ten-pieces',
    'A capsule wardrobe in ten pieces',
    't-shirt',
    '#708090',
    9,
    'Sam Okafor',
    ['style'],
    [
      'Ten pieces, thirty outfits: start with two tees, one shirt, straight jeans, chinos, a knit, a coat, sneakers, boots and a tote.',
      'Pick one neutral family and one accent colour, and every piece works with every other.',
    ],
  ),
  post(
    'journal',
    'how-our-sneakers-are-made',
    'How our sneakers are made',
    'running-shoe',
    '#dc143c',
    14,
    'Lea Brandt',
    ['making-of'],
    [
      'Each pair passes through forty hands in a family workshop in Portugal, from cutting the leather to stitching the sole.',
      'We visit twice a year and publish what we pay, so you know where your money goes.',
    ],
    2,
  ),
  post(
    'guides',
    'choosing-the-right-frame',
    'Choosing the right frame for your face',
    'glasses',
    '#008080',
    20,
    'Ines Moreau',
    ['eyewear', 'guide'],
    [
      'Round faces suit angular frames; square faces soften with round ones. Oval faces can wear almost anything.',
      'Ordering prescription lenses? Have your left and right powers to hand: you choose each one on the product page.',
    ],
  ),
  post(
    'living',
    'slow-mornings-at-home',
    'Slow mornings at home',
    'hot-beverage',
    '#ff7f50',
    26,
    'Sam Okafor',
    ['home'],
    [
      'A good mug, a candle and ten minutes before the day starts: small rituals make a home.',
      'Our stoneware is thrown by hand, so no two mugs are quite the same.',
    ],
  ),
  post(
    'living',
    'packing-light-for-a-weekend',
    'Packing light for a weekend away',
    'luggage',
    '#4682b4',
    30,
    'Lea Brandt',
    ['travel'],
    [
      'Roll, do not fold; wear the bulkiest shoes; and bring one layer more than the forecast says.',
      'Everything in this list fits in our softside carry-on, with room for what you bring back.',
    ],
    3,
  ),
];

/** The shop's policies: refund, privacy, terms and shipping. */
export const DEMO_POLICIES = [
  {
    handle: 'refund-policy',
    title: 'Refund policy',
    bodyHtml:
      '<p>Return anything unworn within 30 days of delivery for a full refund. Refunds go back to the original payment method within 5 business days of the return reaching us.</p><p>Prescription lenses are made to order and can be refunded only if they are faulty.</p>',
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy policy',
    bodyHtml:
      '<p>We collect what we need to deliver your order and nothing more: your name, address, e-mail and what you bought. We never sell your data.</p><p>Analytics and advertising cookies are set only with your consent. Ask us at any time for a copy of your data, or for its deletion.</p>',
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of service',
    bodyHtml:
      '<p>By placing an order you agree to these terms. Prices include VAT where it applies and are confirmed at checkout.</p><p>We may cancel an order when an item turns out to be out of stock; you are then refunded in full.</p>',
  },
  {
    handle: 'shipping-policy',
    title: 'Shipping policy',
    bodyHtml:
      '<p>Orders leave our warehouse within two business days. Standard delivery takes 3 to 7 business days; express delivery 1 to 2.</p><p>Shipping is free on orders over {money:75} within the country.</p>',
  },
];

/** Replaces the blog and the policies with the demo content. */
export async function seedContent(db: Db): Promise<{ posts: number; policies: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate table blog_posts, blog_collections, policies restart identity cascade`,
    );
    const collections = await tx
      .insert(blogCollections)
      .values(DEMO_BLOG_COLLECTIONS.map((c, position) => ({ ...c, position })))
      .returning({ id: blogCollections.id, slug: blogCollections.slug });
    const idOf = new Map(collections.map((c) => [c.slug, c.id]));
    await tx.insert(blogPosts).values(
      DEMO_POSTS.map(({ collection, ...p }) => ({
        ...p,
        collectionId: idOf.get(collection)!,
        bodyHtml: sanitizeRichText(p.bodyHtml),
      })),
    );
    await tx
      .insert(policies)
      .values(DEMO_POLICIES.map((p) => ({ ...p, bodyHtml: sanitizeRichText(p.bodyHtml) })));
    // The blog and policies in every language of the shop, through the merchant's import path.
    await saveContentTranslations(tx, DEMO_CONTENT_TRANSLATIONS, false);
  });
  return { posts: DEMO_POSTS.length, policies: DEMO_POLICIES.length };
}
