import type { Db } from '../../platform/db.ts';
import type { Locale } from '../../platform/locales.ts';
import { createCatalogService } from '../catalog/service.ts';
import type { ProductDto } from '../catalog/contract.ts';
import type { MerchFile, MerchTexts } from './contract.ts';
import { DEMO_MERCH_TEXTS } from './demo-texts.ts';
import { saveMerchTexts } from './merch-texts.ts';
import { createMerchService } from './service.ts';

type Corner = 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right';
const placed = (pc: [number, 'percentage' | 'px', Corner], mobile = pc) => ({
  pc: { width: pc[0], unit: pc[1], position: pc[2] },
  mobile: { width: mobile[0], unit: mobile[1], position: mobile[2] },
});

const APPAREL_CHART = {
  columns: ['Size', 'Bust', 'Waist', 'Hips'],
  rows: [
    ['XS', '80', '62', '86'],
    ['S', '84', '66', '90'],
    ['M', '88', '70', '94'],
    ['L', '94', '76', '100'],
    ['XL', '100', '82', '106'],
  ],
};
const SHOE_CHART = {
  columns: ['EU', 'UK', 'US', 'Foot length'],
  rows: [
    ['36', '3', '5', '22.5'],
    ['37', '4', '6', '23.5'],
    ['38', '5', '7', '24'],
    ['39', '6', '8', '25'],
    ['40', '6.5', '8.5', '25.5'],
    ['41', '7.5', '9.5', '26.5'],
    ['42', '8', '10', '27'],
  ],
};

/**
 * The demo shop's merchandising, on products of the demo catalogue: tags of every style (the
 * five shapes, text with placeholders, an image), a custom button of each type and style, size
 * charts on clothing and shoes, two combinations at two positions, style combinations for the
 * cards, one diversion test between two similar products, and a grouped product (tea for two).
 */
export function demoMerchandising(by: (collection: string) => ProductDto[]): MerchFile {
  const dresses = by('dresses');
  const tops = by('tops');
  const bottoms = by('bottoms');
  const shoes = by('shoes');
  const bags = by('bags');
  const accessories = by('accessories');
  const home = by('home');
  const ids = (list: ProductDto[]) => list.map((p) => p.ID);
  const onSale = [...dresses, ...tops, ...bottoms, ...shoes].filter(
    (p) => p.regular_price !== null && p.regular_price > p.price,
  );
  const [lead, ...rest] = dresses;
  if (!lead || tops.length < 2 || shoes.length < 2 || bags.length < 2 || accessories.length < 2)
    return {};
  const shapes = [1, 2, 3, 4, 5] as const;
  const shapeWords = ['New', 'Hot', 'Eco', 'Best', 'Top'];
  const shapeOn = [lead, ...tops.slice(0, 4)];
  const look = [tops[0]!, shoes[0]!, bags[0]!, accessories[0]!];
  return {
    tags: [
      ...shapes.map((shape, i) => ({
        key: `shape-${shape}`,
        style: 0,
        shape,
        image_config: {
          text: shapeWords[i]!,
          text_color: '#ffffff',
          ...placed([56, 'px', 'top_right'], [44, 'px', 'top_right']),
        },
        product_ids: [shapeOn[i % shapeOn.length]!.ID],
      })),
      {
        key: 'save-percent',
        style: 1,
        image_config: {
          text: 'SAVE_PERCENT off',
          text_color: '#ffffff',
          background_color: '#1d6b4f',
          ...placed([40, 'percentage', 'bottom_left'], [60, 'percentage', 'bottom_left']),
        },
        product_ids: ids(onSale.slice(0, 24)),
      },
      {
        key: 'only-stock-left',
        style: 1,
        image_config: {
          text: 'Only STOCK left',
          text_color: '#1d1a17',
          background_color: '#ffd27a',
          ...placed([44, 'percentage', 'top_right'], [56, 'percentage', 'top_right']),
        },
        product_ids: ids([...rest.slice(0, 3), ...shoes.slice(0, 2)]),
      },
      {
        key: 'sparkle-image',
        style: 2,
        image: { url: '/media/g_sparkles_ffd700-200.webp' },
        image_config: {
          text: 'Limited edition',
          ...placed([18, 'percentage', 'top_right'], [24, 'percentage', 'top_right']),
        },
        product_ids: ids([...bags.slice(0, 2), ...accessories.slice(0, 2)]),
      },
    ],
    buttons: [
      {
        product_id: lead.ID,
        button_type: 'amazon',
        button_style: 'first',
        button_url: 'https://www.amazon.com/s?k=wrap+dress',
        button_text: 'Buy on Amazon',
        text_color: '#111111',
        background_color: '#ffd814',
      },
      {
        product_id: lead.ID,
        button_type: 'ebay',
        button_style: 'second',
        button_url: 'https://www.ebay.com/sch/i.html?_nkw=wrap+dress',
        button_text: 'See it on eBay',
        text_color: '#0654ba',
        background_color: '#ffffff',
      },
      {
        product_id: lead.ID,
        button_type: 'aliexpress',
        button_style: 'third',
        button_url: 'https://www.aliexpress.com/w/wholesale-wrap-dress.html',
        button_text: 'AliExpress',
        text_color: '#b8260a',
        background_color: '#ffffff',
      },
      {
        product_id: lead.ID,
        button_type: 'custom',
        button_style: 'first',
        button_url: 'https://example.com/lookbook',
        button_text: 'Read the lookbook',
        text_color: '#ffffff',
        background_color: '#5b3a8c',
      },
      ...shoes.slice(0, 3).map((p) => ({
        product_id: p.ID,
        button_type: 'amazon' as const,
        button_style: 'second' as const,
        button_url: 'https://www.amazon.com/s?k=sneakers',
        button_text: 'Also on Amazon',
        text_color: '#111111',
        background_color: '#ffd814',
      })),
    ],
    size_charts: [
      ...[...dresses, ...tops, ...bottoms].map((p) => ({
        product_id: p.ID,
        title: 'Body measurements',
        unit: 'cm' as const,
        table: APPAREL_CHART,
        note: 'Measure over underwear; between two sizes, take the larger.',
      })),
      ...shoes.map((p) => ({
        product_id: p.ID,
        title: 'Shoe sizes',
        unit: 'cm' as const,
        table: SHOE_CHART,
        note: 'Foot length from heel to longest toe.',
      })),
    ],
    combinations: [
      {
        product_id: lead.ID,
        position: 'product_main',
        status: 'active',
        title: 'Complete the look',
        items: look.map((p, i) => ({
          product_id: p.ID,
          is_main_image: i !== 1,
          product_image: i === 1 ? (p.feature_image ?? null) : null,
        })),
      },
      {
        product_id: lead.ID,
        position: 'product_bottom',
        status: 'active',
        title: 'Pair it with',
        items: [tops[1]!, bottoms[0] ?? tops[0]!, accessories[1]!].map((p) => ({
          product_id: p.ID,
        })),
      },
      {
        product_id: tops[0]!.ID,
        position: 'product_main',
        status: 'inactive',
        items: [{ product_id: lead.ID }],
      },
    ],
    style_combinations: [...dresses, ...tops].slice(0, 12).map((p, i) => ({
      product_id: p.ID,
      position: 'card',
      items: [
        shoes[i % shoes.length]!,
        bags[i % bags.length]!,
        accessories[i % accessories.length]!,
      ].map((x) => ({ product_id: x.ID })),
    })),
    diversion_tests: [{ product_id: tops[1]!.ID, main_product_id: tops[0]!.ID, share: 0.5 }],
    groups: demoGroups(home),
  };
}

/** The demo shop's grouped product: a teapot's page offers it with two mugs and a candle. */
function demoGroups(home: ProductDto[]): MerchFile['groups'] {
  const [teapot, mug, candle] = ['stoneware-teapot', 'handmade-mug', 'amber-candle'].map((slug) =>
    home.find((p) => p.slug === slug),
  );
  if (!teapot || !mug || !candle) return [];
  return [
    {
      product_id: teapot.ID,
      title: 'Tea for two',
      items: [
        { product_id: teapot.ID, quantity: 1 },
        { product_id: mug.ID, quantity: 2 },
        { product_id: candle.ID, quantity: 1 },
      ],
    },
  ];
}

/** Seeds the demo shop's merchandising over the demo catalogue. */
export async function seedMerchandising(db: Db, currency = 'USD') {
  const catalog = createCatalogService(db, currency);
  const collections = ['dresses', 'tops', 'bottoms', 'shoes', 'bags', 'accessories', 'home'];
  const lists = new Map<string, ProductDto[]>();
  for (const category of collections) {
    const page = await catalog.listProducts({ page: 1, pageSize: 40, category, count: false });
    lists.set(category, page.data);
  }
  const file = demoMerchandising((c) => lists.get(c) ?? []);
  const loaded = await createMerchService(db, catalog).load(file);
  await saveMerchTexts(db, demoMerchTexts(), false);
  return loaded;
}

/** The demo merchandising's texts in every language, as a merchant's translations file. */
export const demoMerchTexts = (): MerchTexts => ({
  merchandising: Object.entries(DEMO_MERCH_TEXTS).flatMap(([locale, texts]) =>
    Object.entries(texts).map(([text, translation]) => ({
      text,
      locale: locale as Locale,
      translation,
    })),
  ),
});
