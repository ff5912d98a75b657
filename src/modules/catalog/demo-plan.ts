import colorNames from 'color-name';
import { randomSource, type RandomSource } from '../../platform/random-source.ts';
import { GENERATED_SIZE } from '../media/generated.ts';
import {
  DEMO_COLLECTIONS,
  DEMO_TAGS,
  DEMO_VENDORS,
  demoImageName,
  type ProductKind,
} from './demo-catalogue.ts';
import { demoCatalogTranslations } from './demo-translations/index.ts';
import type { OptionValue, productImages, productOptions, products, variants } from './schema.ts';
import { describeOptionIssue, optionInput } from './option-rules.ts';
import { showcaseSwatches } from './demo-showcase.ts';

// The demo catalogue as planned: each product's title, options, variants and pictures, worked
// out deterministically from the demo's kinds (demo-catalogue.ts); seed.ts stores the plan.

/** How many products the demo shop has unless asked otherwise. */
export const DEMO_PRODUCT_COUNT = 132;

/** The demo product whose reviews are closed (the eighth). */
export const CLOSED_REVIEWS_INDEX = 7;

/** The hex of a named CSS colour ('SlateGray' -> '#708090'). */
export function cssColorHex(name: string): string {
  const rgb = (colorNames as Record<string, [number, number, number]>)[name.toLowerCase()];
  if (!rgb) throw new Error(`not a CSS colour: ${name}`);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Splits CamelCase colour names for people: 'SlateGray' -> 'Slate Gray'. */
const colorLabel = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const EDITIONS = ['', 'Riviera', 'Nordic', 'Atelier', 'Coastal', 'Heritage', 'Studio', 'Meadow'];
const FALLBACK_TINTS = ['Goldenrod', 'Silver', 'Thistle', 'LightSeaGreen'];
const POWERS = [
  '0.00',
  '-0.50',
  '-1.00',
  '-1.50',
  '-2.00',
  '-2.50',
  '-3.00',
  '+0.50',
  '+1.00',
  '+1.50',
  '+2.00',
];

interface Combo {
  collection: number;
  kind: ProductKind;
  adjective: string;
}

/** Every (collection, kind, adjective) pairing, interleaved so any prefix spans all collections. */
function combos(): Combo[] {
  const perCollection = DEMO_COLLECTIONS.map((c, collection) =>
    c.kinds.flatMap((kind) =>
      kind.adjectives.map((adjective) => ({ collection, kind, adjective })),
    ),
  );
  const out: Combo[] = [];
  for (let i = 0; out.length < perCollection.reduce((n, l) => n + l.length, 0); i++) {
    for (const list of perCollection) if (list[i]) out.push(list[i]!);
  }
  return out;
}

function cartesian(
  lists: { name: string; value: string }[][],
): { name: string; value: string }[][] {
  return lists.reduce<{ name: string; value: string }[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((item) => [...prefix, item])),
    [[]],
  );
}

type NewProduct = typeof products.$inferInsert;
type NewVariant = Omit<typeof variants.$inferInsert, 'productId'>;
type NewImage = Omit<typeof productImages.$inferInsert, 'productId'>;
type NewOption = Omit<typeof productOptions.$inferInsert, 'productId'>;

export interface Planned {
  product: NewProduct;
  collection: number;
  variants: NewVariant[];
  images: NewImage[];
  options: NewOption[];
  /** What the title is made of, for its translations (demo-translations/). */
  words: { adjective: string; noun: string; edition: number };
}

function planProduct(index: number, combo: Combo, edition: number, rand: RandomSource): Planned {
  const { kind, adjective } = combo;
  const collection = DEMO_COLLECTIONS[combo.collection]!;
  const prefix = edition < EDITIONS.length ? EDITIONS[edition] : `No. ${edition}`;
  const base = `${adjective} ${kind.noun}`;
  const title =
    edition === 0 ? base : edition < EDITIONS.length ? `${prefix} ${base}` : `${base} ${prefix}`;
  const slug = slugify(title);
  const colors = kind.colors.length ? kind.colors.filter(() => rand.chance(0.7)).slice(0, 4) : [];
  if (kind.colors.length && colors.length < 2)
    colors.splice(0, colors.length, ...kind.colors.slice(0, 2));
  const sizes = kind.sizes ?? [];
  const materials = kind.materials ?? [];
  const options: NewOption[] = [];
  const axes: { name: string; value: string }[][] = [];
  if (colors.length) {
    options.push({
      name: 'Color',
      position: 0,
      paletteType: 'auto_block',
      values: colors.map<OptionValue>((c) => ({
        value: colorLabel(c),
        show_type: 'show_block',
        color_code: cssColorHex(c),
      })),
    });
    axes.push(colors.map((c) => ({ name: 'Color', value: colorLabel(c) })));
  }
  if (sizes.length) {
    options.push({ name: 'Size', position: 1, values: sizes.map((value) => ({ value })) });
    axes.push(sizes.map((value) => ({ name: 'Size', value })));
  }
  if (materials.length) {
    options.push({ name: 'Material', position: 2, values: materials.map((value) => ({ value })) });
    axes.push(materials.map((value) => ({ name: 'Material', value })));
  }
  const tints = colors.length ? colors : [rand.pick(FALLBACK_TINTS), rand.pick(FALLBACK_TINTS)];
  // Each colour its own picture, and each product its own look (demo-catalogue.ts).
  const imageOf = (color: string) =>
    `/media/${demoImageName(kind, { adjective, edition }, cssColorHex(color))}.webp`;
  const images: NewImage[] = [...new Set(tints)].map((c, position) => ({
    url: imageOf(c),
    // No text of its own: the shop names a picture by the product's title in the shopper's
    // language (an English "Linen Wrap Dress in Coral" read out on a Hebrew page otherwise).
    alt: '',
    width: GENERATED_SIZE,
    height: GENERATED_SIZE,
    position,
  }));
  const basePrice = rand.int(kind.price[0], kind.price[1]) * 100 - (rand.chance(0.5) ? 1 : 0);
  const onSale = rand.chance(0.35);
  const markup = 1.2 + rand.int(0, 4) / 10;
  const soldOutProduct = index % 41 === 7;
  const unmanaged = kind.icon === 'lotion-bottle';
  const sku = `VT-${String(index + 1).padStart(5, '0')}`;
  const variantRows: NewVariant[] = cartesian(axes).map((attrs, position) => {
    const upcharge =
      (materials.indexOf(attrs.find((a) => a.name === 'Material')?.value ?? '') > 0 ? 0.2 : 0) +
      (sizes.length > 1 &&
      attrs.find((a) => a.name === 'Size')?.value === sizes.at(-1) &&
      collection.slug === 'home'
        ? 0.3
        : 0);
    const price =
      Math.round((basePrice * (1 + upcharge)) / 100) * 100 - (basePrice % 100 === 99 ? 1 : 0);
    const color = attrs.find((a) => a.name === 'Color')?.value.replaceAll(' ', '');
    return {
      sku: `${sku}-${position + 1}`,
      attrs,
      price,
      regularPrice: onSale ? Math.round((price * markup) / 100) * 100 - 1 : null,
      stock: soldOutProduct || rand.chance(0.12) ? 0 : rand.int(1, 40),
      manageStock: !unmanaged,
      backorders: 'no',
      // Grams, for weight-based shipping (not drawn from `rand`: the demo's other values stay).
      weight: 400 + (price % 5) * 150,
      featureImage: color ? imageOf(color) : images[0]!.url,
      position,
    };
  });
  const tags = [rand.pick(DEMO_TAGS), rand.pick(DEMO_TAGS)].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
  if (onSale) tags.push('sale');
  const material = materials[0] ?? adjective;
  return {
    collection: combo.collection,
    words: { adjective, noun: kind.noun, edition },
    options,
    images,
    variants: variantRows,
    product: {
      slug,
      title,
      subtitle: collection.name,
      descriptionHtml:
        `<p>${title}, from our ${collection.name} collection. ${collection.description}</p>` +
        `<ul><li>${material} throughout, finished by hand</li><li>Made in small batches</li><li>Free returns within 30 days</li></ul>`,
      vendor: rand.pick(DEMO_VENDORS),
      sku,
      tags,
      featureImage: images[0]!.url,
      reviewCount: rand.int(0, 240),
      averageRating: Math.round((3.6 + rand.next() * 1.4) * 10) / 10,
      // One demo product takes no reviews (spec section 3, review_status other than open).
      reviewStatus: index === CLOSED_REVIEWS_INDEX ? 'closed' : 'open',
      position: index,
      // Sales and arrival dates spread over the catalogue (the best-selling and newest sorts),
      // derived from the index so the rest of the demo shop stays as it was.
      soldCount: (index * 7_919) % 500,
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((index * 104_729) % 300) * 86_400_000),
    },
  };
}

/** The prescription glasses: lens powers left and right are chosen per pair (spec section 3). */
function planEyewear(index: number): Planned {
  const planned = planProduct(
    index,
    {
      collection: DEMO_COLLECTIONS.findIndex((c) => c.slug === 'eyewear'),
      adjective: 'Aria',
      kind: {
        icon: 'glasses',
        noun: 'Prescription Glasses',
        adjectives: ['Aria'],
        price: [129, 129],
        colors: ['Black', 'Tan', 'Teal'],
      },
    },
    0,
    randomSource(index),
  );
  for (const side of ['Power( L )', 'Power( R )']) {
    planned.options.push({
      name: side,
      position: planned.options.length,
      specialNativeName: side,
      values: POWERS.map((value) => ({ value })),
    });
  }
  planned.product.tags = ['prescription', 'new'];
  planned.product.descriptionHtml =
    '<p>Lightweight acetate frames with lenses ground to your prescription. Choose the power of each lens; both lenses ship together as one pair.</p>';
  for (const v of planned.variants) {
    v.stock = 25;
    v.regularPrice = null;
  }
  return planned;
}

/** Checks each attribute as it would be saved; a bad one stops the seed naming product and field. */
export function checkOptions(plans: Planned[]) {
  for (const plan of plans) {
    for (const [i, option] of plan.options.entries()) {
      const checked = optionInput.safeParse({
        ...option,
        paletteType: option.paletteType ?? '',
      });
      if (!checked.success) {
        throw new Error(
          `${plan.product.slug}: ${describeOptionIssue(checked.error, `options.${i}`)}`,
        );
      }
    }
  }
}

/** The planned products in every language (demo-translations/), as the seed stores them. */
export function plannedTranslations(plans: Planned[]) {
  return demoCatalogTranslations(
    plans.map((p) => ({
      slug: p.product.slug,
      collection: p.collection,
      words: p.words,
      materials: p.options.find((o) => o.name === 'Material')?.values.map((v) => v.value) ?? [],
    })),
    EDITIONS,
  );
}

/** Plans `count` deterministic demo products; the prescription glasses are always among them. */
export function planCatalogue(count: number): Planned[] {
  const rand = randomSource(20_261_122);
  const all = combos();
  const plans: Planned[] = [];
  for (let i = 0; i < count; i++) {
    if (i === 5) {
      plans.push(planEyewear(i));
      continue;
    }
    plans.push(planProduct(i, all[i % all.length]!, Math.floor(i / all.length), rand));
  }
  showcaseSwatches(plans);
  return plans;
}
