/** The demo shop's collections and the kinds of product each one sells. */

import { generatedImageName } from '../media/generated.ts';

/** A kind of product: its illustration, names to combine, and price range in dollars. */
export interface ProductKind {
  icon: string;
  /** Emoji that fit some of its products better than `icon`, by adjective (a lace-up boot). */
  pictures?: Record<string, string>;
  noun: string;
  adjectives: string[];
  price: [number, number];
  sizes?: string[];
  materials?: string[];
  colors: string[];
}

/** A demo collection. */
export interface DemoCollection {
  slug: string;
  name: string;
  description: string;
  kinds: ProductKind[];
}

const APPAREL = ['XS', 'S', 'M', 'L', 'XL'];
const SHOES = ['36', '37', '38', '39', '40', '41', '42'];
const NEUTRALS = ['Black', 'White', 'Tan', 'Navy', 'SlateGray', 'Ivory'];
const BRIGHTS = ['Crimson', 'Coral', 'Teal', 'Olive', 'Plum', 'Goldenrod', 'SkyBlue', 'HotPink'];

/** The collections of the demo shop, in display order. */
export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    slug: 'dresses',
    name: 'Dresses',
    description: 'Wrap, slip and shirt dresses for long days and warm evenings.',
    kinds: [
      {
        icon: 'dress',
        noun: 'Wrap Dress',
        adjectives: ['Linen', 'Silk', 'Poplin', 'Jersey'],
        price: [59, 149],
        sizes: APPAREL,
        colors: [...BRIGHTS, 'Navy', 'Black'],
      },
      {
        icon: 'kimono',
        noun: 'Kimono Robe',
        adjectives: ['Satin', 'Cotton', 'Garden'],
        price: [69, 129],
        sizes: ['S/M', 'L/XL'],
        colors: ['Plum', 'Teal', 'Crimson', 'Ivory'],
      },
      {
        icon: 'sari',
        noun: 'Maxi Dress',
        adjectives: ['Tiered', 'Pleated', 'Draped', 'Bias-cut'],
        price: [79, 189],
        sizes: APPAREL,
        colors: ['Coral', 'Goldenrod', 'Teal', 'Black'],
      },
    ],
  },
  {
    slug: 'tops',
    name: 'Tops & Tees',
    description: 'Everyday tees, shirts and knits in organic cotton and merino.',
    kinds: [
      {
        icon: 't-shirt',
        noun: 'Tee',
        adjectives: ['Classic', 'Boxy', 'Pocket', 'Heavyweight', 'Organic'],
        price: [19, 45],
        sizes: APPAREL,
        materials: ['Cotton', 'Linen'],
        colors: [...NEUTRALS, 'SkyBlue', 'Olive'],
      },
      {
        icon: 'womans-clothes',
        noun: 'Blouse',
        adjectives: ['Ruffled', 'Silk', 'Peasant', 'Tie-neck'],
        price: [39, 99],
        sizes: APPAREL,
        colors: ['Ivory', 'HotPink', 'SkyBlue', 'Black'],
      },
      {
        icon: 'necktie',
        noun: 'Oxford Shirt',
        adjectives: ['Button-down', 'Slim', 'Relaxed'],
        price: [49, 89],
        sizes: APPAREL,
        colors: ['White', 'SkyBlue', 'Navy'],
      },
    ],
  },
  {
    slug: 'bottoms',
    name: 'Bottoms',
    description: 'Denim, chinos and shorts cut to move.',
    kinds: [
      {
        icon: 'jeans',
        noun: 'Jeans',
        adjectives: ['Straight', 'Wide-leg', 'Slim', 'Vintage', 'Cropped'],
        price: [59, 129],
        sizes: ['26', '28', '30', '32', '34', '36'],
        colors: ['Navy', 'Black', 'SteelBlue', 'LightSteelBlue'],
      },
      {
        icon: 'shorts',
        noun: 'Shorts',
        adjectives: ['Chino', 'Running', 'Linen', 'Cargo'],
        price: [29, 69],
        sizes: APPAREL,
        colors: ['Tan', 'Olive', 'Navy', 'Coral'],
      },
    ],
  },
  {
    slug: 'outerwear',
    name: 'Outerwear',
    description: 'Coats, jackets and knitwear for cold mornings.',
    kinds: [
      {
        icon: 'coat',
        noun: 'Coat',
        adjectives: ['Wool', 'Trench', 'Car', 'Quilted', 'Duffle'],
        price: [149, 349],
        sizes: APPAREL,
        colors: ['Tan', 'Black', 'Navy', 'SaddleBrown'],
      },
      {
        icon: 'scarf',
        noun: 'Scarf',
        adjectives: ['Cashmere', 'Chunky', 'Plaid', 'Silk'],
        price: [29, 119],
        materials: ['Wool', 'Cashmere'],
        colors: ['Crimson', 'Goldenrod', 'SlateGray', 'Ivory'],
      },
      {
        icon: 'gloves',
        noun: 'Gloves',
        adjectives: ['Leather', 'Knit', 'Touchscreen'],
        price: [25, 79],
        sizes: ['S', 'M', 'L'],
        colors: ['Black', 'SaddleBrown', 'Olive'],
      },
    ],
  },
  {
    slug: 'shoes',
    name: 'Shoes',
    description: 'Sneakers, boots and heels, half sizes on request.',
    kinds: [
      {
        icon: 'running-shoe',
        noun: 'Sneaker',
        adjectives: ['Court', 'Trail', 'Everyday', 'Knit', 'Retro'],
        price: [69, 159],
        sizes: SHOES,
        colors: ['White', 'Black', 'Crimson', 'SkyBlue'],
      },
      {
        icon: 'womans-boot',
        noun: 'Boot',
        adjectives: ['Chelsea', 'Ankle', 'Knee-high', 'Lace-up'],
        pictures: { 'Lace-up': 'hiking-boot' },
        price: [119, 249],
        sizes: SHOES,
        colors: ['Black', 'SaddleBrown', 'Tan'],
      },
      {
        icon: 'high-heeled-shoe',
        noun: 'Heel',
        adjectives: ['Block', 'Slingback', 'Kitten', 'Strappy'],
        pictures: { Slingback: 'womans-sandal', Strappy: 'womans-sandal' },
        price: [89, 199],
        sizes: SHOES,
        colors: ['Crimson', 'Black', 'HotPink', 'Goldenrod'],
      },
      {
        icon: 'thong-sandal',
        noun: 'Sandal',
        adjectives: ['Beach', 'Slide', 'Cork'],
        price: [29, 79],
        sizes: SHOES,
        colors: ['Tan', 'Coral', 'Teal'],
      },
    ],
  },
  {
    slug: 'bags',
    name: 'Bags',
    description: 'Totes, backpacks and clutches that carry the day.',
    kinds: [
      {
        icon: 'handbag',
        noun: 'Tote',
        adjectives: ['Market', 'Leather', 'Canvas', 'Weekend'],
        pictures: { Market: 'shopping-bags' },
        price: [49, 189],
        materials: ['Canvas', 'Leather'],
        colors: ['Tan', 'Black', 'Olive', 'Crimson'],
      },
      {
        icon: 'backpack',
        noun: 'Backpack',
        adjectives: ['Commuter', 'Roll-top', 'Mini', 'Hiking'],
        price: [59, 149],
        colors: ['Black', 'Olive', 'Navy', 'Coral'],
      },
      {
        icon: 'clutch-bag',
        noun: 'Clutch',
        adjectives: ['Evening', 'Beaded', 'Envelope'],
        pictures: { Beaded: 'purse' },
        price: [39, 119],
        colors: ['Goldenrod', 'Black', 'Plum'],
      },
      {
        icon: 'luggage',
        noun: 'Carry-on',
        adjectives: ['Hardshell', 'Softside'],
        price: [179, 299],
        colors: ['Black', 'SlateGray', 'Teal'],
      },
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Hats, jewellery and the small things that finish a look.',
    kinds: [
      {
        icon: 'billed-cap',
        noun: 'Cap',
        adjectives: ['Baseball', 'Corduroy', 'Trucker', 'Washed'],
        price: [19, 39],
        colors: ['Navy', 'Olive', 'Crimson', 'Black'],
      },
      {
        icon: 'womans-hat',
        noun: 'Sun Hat',
        adjectives: ['Straw', 'Wide-brim', 'Bucket'],
        price: [29, 79],
        sizes: ['S/M', 'L/XL'],
        colors: ['Tan', 'Ivory', 'Black'],
      },
      {
        icon: 'ring',
        noun: 'Ring',
        adjectives: ['Signet', 'Stacking', 'Solitaire', 'Twisted'],
        price: [39, 249],
        sizes: ['5', '6', '7', '8', '9'],
        materials: ['Silver', 'Gold'],
        colors: [],
      },
      {
        icon: 'watch',
        noun: 'Watch',
        adjectives: ['Field', 'Dress', 'Diver', 'Minimal'],
        price: [99, 399],
        colors: ['Black', 'Silver', 'Goldenrod', 'Navy'],
      },
      {
        icon: 'socks',
        noun: 'Socks',
        adjectives: ['Crew', 'Wool', 'Ankle', 'Striped'],
        price: [9, 24],
        sizes: ['S', 'M', 'L'],
        colors: ['Crimson', 'Navy', 'Goldenrod', 'Teal', 'White'],
      },
    ],
  },
  {
    slug: 'eyewear',
    name: 'Eyewear',
    description: 'Sunglasses and prescription frames with lenses made to order.',
    kinds: [
      {
        icon: 'sunglasses',
        noun: 'Sunglasses',
        adjectives: ['Aviator', 'Round', 'Cat-eye', 'Wayfarer', 'Sport'],
        price: [49, 189],
        colors: ['Black', 'Tan', 'Crimson', 'Teal'],
      },
      {
        icon: 'goggles',
        noun: 'Ski Goggles',
        adjectives: ['Mirrored', 'Panoramic'],
        price: [79, 149],
        colors: ['Black', 'SkyBlue', 'Coral'],
      },
    ],
  },
  {
    slug: 'home',
    name: 'Home & Living',
    description: 'Candles, plants and tableware for slow mornings.',
    kinds: [
      {
        icon: 'candle',
        noun: 'Candle',
        adjectives: ['Fig', 'Cedar', 'Amber', 'Sea Salt', 'Vetiver'],
        price: [19, 49],
        sizes: ['Small', 'Large'],
        colors: ['Ivory', 'Tan', 'SlateGray'],
      },
      {
        icon: 'potted-plant',
        noun: 'Planter',
        adjectives: ['Terracotta', 'Ceramic', 'Hanging'],
        price: [24, 89],
        sizes: ['Small', 'Medium', 'Large'],
        colors: ['Sienna', 'White', 'Teal'],
      },
      {
        icon: 'teapot',
        noun: 'Teapot',
        adjectives: ['Stoneware', 'Glass', 'Cast-iron'],
        price: [29, 99],
        colors: ['White', 'Black', 'Teal'],
      },
      {
        icon: 'hot-beverage',
        noun: 'Mug',
        adjectives: ['Speckled', 'Handmade', 'Enamel', 'Tall'],
        pictures: { Handmade: 'teacup-without-handle' },
        price: [14, 32],
        colors: ['Ivory', 'Navy', 'Coral', 'Olive'],
      },
      {
        icon: 'lotion-bottle',
        noun: 'Hand Cream',
        adjectives: ['Rose', 'Neroli', 'Unscented'],
        price: [12, 29],
        sizes: ['50 ml', '100 ml'],
        colors: [],
      },
    ],
  },
];

/**
 * The picture of a demo product in one colour (`color` as '#rrggbb'): its kind's emoji, or the
 * one its adjective calls for, repainted in the colour and set in a look of the product's own
 * (numbered by its adjective and edition, so no two products of a kind share one). `words` are
 * the product's title parts as the seed plans them.
 */
export function demoImageName(
  kind: ProductKind,
  words: { adjective: string; edition: number },
  color: string,
): string {
  const adjective = Math.max(0, kind.adjectives.indexOf(words.adjective));
  const look = 1 + ((words.edition * kind.adjectives.length + adjective) % 999);
  return generatedImageName(kind.pictures?.[words.adjective] ?? kind.icon, color, look);
}

/** Tags the demo products carry, picked deterministically. */
export const DEMO_TAGS = ['new', 'bestseller', 'organic', 'limited', 'gift', 'sustainable'];

/** Vendors the demo products come from. */
export const DEMO_VENDORS = [
  'Atelier Nord',
  'Maison Lune',
  'Field & Co.',
  'Studio Sol',
  'Kinfolk Supply',
];
