import type { Db } from '../../platform/db.ts';
import { generatedImageName } from '../media/generated.ts';
import type { BlocksFile, FaqTranslations, VideoTranslations } from './contract.ts';
import { createBlocksService } from './service.ts';
import { saveFaqTranslations, saveVideoTranslations } from './translations-save.ts';

const answer = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** The demo shop's questions and answers. */
export const DEMO_FAQ: NonNullable<BlocksFile['faq']> = [
  {
    topic: 'Orders and shipping',
    question: 'How long does delivery take?',
    answer_html: answer(
      'Orders placed before 2 pm leave our warehouse the same working day. Delivery takes 2 to 4 working days at home and 5 to 10 abroad.',
      'Items marked <strong>Ships from abroad</strong> travel from our partner depot and take a few days more.',
    ),
  },
  {
    topic: 'Orders and shipping',
    question: 'Can I change or cancel my order?',
    answer_html: answer(
      'Within an hour of ordering, write to us with your order number and we change or cancel it. After that, it may already be on its way: you can still return it.',
    ),
  },
  {
    topic: 'Orders and shipping',
    question: 'Which currencies can I pay in?',
    answer_html: answer(
      'Prices are shown in the currency you choose at the top of the page, converted at the day’s rate. You pay in the shop’s currency; your bank converts it.',
    ),
  },
  {
    topic: 'Returns',
    question: 'What is your return policy?',
    answer_html: answer(
      'You have 30 days from delivery to return anything unworn and unwashed, with its labels. See our <a href="/policies/refund-policy">refund policy</a> for the details.',
    ),
  },
  {
    topic: 'Returns',
    question: 'When will I get my money back?',
    answer_html: answer(
      'Within 5 working days of the return reaching us, on the card or account you paid with.',
    ),
  },
  {
    topic: 'Products and care',
    question: 'How do I find my size?',
    answer_html: answer(
      'Every garment with sizes has a size chart beside its sizes on the product page. Between two sizes, take the larger one for a relaxed fit.',
    ),
  },
  {
    topic: 'Products and care',
    question: 'How should I wash linen?',
    answer_html: answer(
      'At 30 °C on a gentle cycle, with a mild detergent and no softener. Dry it flat or on a line, and iron it slightly damp.',
    ),
  },
  {
    topic: 'Products and care',
    question: 'Do you restock sold-out items?',
    answer_html: answer(
      'Most of our pieces come back each season. A sold-out size shows as such on the product page until it is back.',
    ),
  },
];

/** The demo shop's videos: the player loads only when a shopper plays one. */
export function demoVideos(productIds: number[]): NonNullable<BlocksFile['videos']> {
  const shop = (from: number, n: number) => productIds.slice(from, from + n);
  return [
    {
      slug: 'the-linen-edit',
      title: 'The linen edit',
      description:
        'Five ways to wear linen from morning to evening, and how it softens with every wash.',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      poster: `/media/${generatedImageName('dress', '#c8a27a')}.webp`,
      duration: 596,
      product_ids: shop(0, 3),
    },
    {
      slug: 'made-by-hand',
      title: 'Made by hand',
      description: 'A day in the workshop where our leather bags are cut, stitched and finished.',
      url: 'https://vimeo.com/76979871',
      poster: `/media/${generatedImageName('handbag', '#8b5a2b')}.webp`,
      duration: 62,
      product_ids: shop(3, 2),
    },
    {
      slug: 'packing-light',
      title: 'Packing light for a week away',
      description: 'One bag, seven days: what we take and how we fold it.',
      url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
      poster: `/media/${generatedImageName('luggage', '#4682b4')}.webp`,
      duration: 245,
      product_ids: shop(5, 3),
    },
    {
      slug: 'caring-for-wool',
      title: 'Caring for wool',
      description: 'Airing, brushing and storing knitwear so it lasts for years.',
      url: 'https://youtu.be/LXb3EKWsInQ',
      poster: `/media/${generatedImageName('scarf', '#6b8e23')}.webp`,
      duration: 180,
      product_ids: [],
    },
  ];
}

/** Replaces the FAQ and the videos with the demo shop's, and stores their translations. */
export async function seedBlocks(
  db: Db,
  productIds: number[],
  texts: { faq: FaqTranslations; videos: VideoTranslations },
) {
  const blocks = createBlocksService(db);
  const loaded = await blocks.load({ faq: DEMO_FAQ, videos: demoVideos(productIds) });
  await saveFaqTranslations(db, texts.faq, false);
  await saveVideoTranslations(db, texts.videos, false);
  return loaded;
}
