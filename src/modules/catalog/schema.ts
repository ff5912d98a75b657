import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One value of a variant attribute, with its swatch settings (spec section 3, Variant attribute). */
export interface OptionValue {
  value: string;
  show_type?: 'show_image' | 'show_block';
  color_code?: string;
  image_src?: string;
}

/** A variant's attribute pair, as in `attrs` of spec section 3 (Variant). */
export interface VariantAttr {
  name: string;
  value: string;
}

/** Collections (the spec's categories). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

/** Products; prices are integer minor units of the shop currency, derived from the variants. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    sku: text('sku').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featureImage: text('feature_image'),
    minPrice: bigint('min_price', { mode: 'number' }).notNull().default(0),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull().default(0),
    regularPrice: bigint('regular_price', { mode: 'number' }),
    buyable: boolean('buyable').notNull().default(true),
    isOverseasDepot: boolean('is_overseas_depot').notNull().default(false),
    reviewCount: integer('review_count').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
    reviewStatus: text('review_status').notNull().default('open'),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** How many have sold: the best-selling sort (orders add to it). */
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * What search matches: title, vendor, tags and option values in lower case, kept by a
     * trigger (migration 0006) and indexed by trigram for typo-tolerant matching.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The filters' view of the variants, kept by triggers on variants and product_options
     * (migration 0007): one key per variant, `stock US price US name RS value US ...` (US and
     * RS the ASCII unit and record separators), so a list filters and counts without reading
     * the variants.
     */
    variantKeys: text('variant_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The option values the product offers, `name RS value`, for the filters' counts. */
    facetPairs: text('facet_pairs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Word prefixes ("lin" finds linen) by full-text search.
    index('products_search_fts').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    // Deep pages of the catalogue walk this index only (published products in list order).
    index('products_listing_idx')
      .on(t.position, t.id)
      .where(sql`${t.published}`),
  ],
);

/** Variant attributes of a product (colour, size, material ...), in display order. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    paletteType: text('palette_type').notNull().default(''),
    specialNativeName: text('special_native_name').notNull().default(''),
    values: jsonb('values').$type<OptionValue[]>().notNull(),
  },
  (t) => [index('product_options_product_idx').on(t.productId, t.position)],
);

/** Sellable variants; stock is decremented atomically by orders. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().default(''),
    attrs: jsonb('attrs').$type<VariantAttr[]>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    regularPrice: bigint('regular_price', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    /** Shipping weight in grams (weight-based shipping rates). */
    weight: integer('weight').notNull().default(0),
    manageStock: boolean('manage_stock').notNull().default(true),
    backorders: text('backorders').$type<'no' | 'notify' | 'yes'>().notNull().default('no'),
    featureImage: text('feature_image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variants_product_idx').on(t.productId, t.position)],
);

/** A product's gallery (spec section 3, Product gallery). */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mediaContentType: text('media_content_type').notNull().default('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Which products sit in which collections, in the collection's order. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.position, t.productId),
  ],
);

/**
 * Every word of the products' search texts, once (kept by a trigger on products, migration
 * 0010): a search's near words ("jaket" → jacket) are looked up here by trigram similarity, a
 * few thousand short words, and the products are then found by full-text search alone.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * A product's text in another language (NOTES, Translated content): a null field falls back to
 * the product's own, in the shop's default language, field by field.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    /** Sanitised before it is stored, as every rich text. */
    descriptionHtml: text('description_html'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

/**
 * An option's name and values in another language: `values` maps the stored (canonical) value
 * to the shown one. Variants, filters and URLs keep the canonical values.
 */
export const optionTranslations = pgTable(
  'option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name'),
    values: jsonb('values')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.locale] }),
    // The filters' labels read one language's option translations.
    index('option_translations_locale_idx').on(t.locale),
  ],
);

/** A collection's name and description in another language. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);
