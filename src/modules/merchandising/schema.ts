import {
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
import type { GroupItemInput } from './group-contract.ts';
import type {
  CombinationItemInput,
  SizeChartTable,
  StyleCombinationItemInput,
  TagImageConfig,
} from './contract.ts';

/** Product tags (badges on cards and the gallery): a shape, a text or an image (spec section 3). */
export const productTags = pgTable('merch_product_tags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** 0: a preset shape (`shape` 1-5), 1: text, anything else: an uploaded image. */
  style: integer('style').notNull(),
  shape: integer('shape'),
  imageUrl: text('image_url'),
  imageConfig: jsonb('image_config').$type<TagImageConfig>().notNull(),
  /** The products the tag is drawn on. */
  productIds: integer('product_ids').array().notNull(),
  position: integer('position').notNull().default(0),
});

/** Buttons to external marketplaces under a product's add to cart (spec section 3). */
export const customButtons = pgTable(
  'merch_custom_buttons',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    buttonType: text('button_type').notNull(),
    buttonStyle: text('button_style').notNull(),
    buttonUrl: text('button_url').notNull(),
    buttonText: text('button_text').notNull(),
    textColor: text('text_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('merch_custom_buttons_product_idx').on(t.productId)],
);

/** How often shoppers followed a product's custom button, by type. */
export const buttonClicks = pgTable(
  'merch_button_clicks',
  {
    productId: integer('product_id').notNull(),
    buttonType: text('button_type').notNull(),
    clicks: integer('clicks').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.buttonType] })],
);

/** Size charts: at most one per product (spec section 3, Other entities). */
export const sizeCharts = pgTable('merch_size_charts', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().unique(),
  title: text('title').notNull().default(''),
  unit: text('unit').notNull(),
  table: jsonb('table').$type<SizeChartTable>().notNull(),
  note: text('note').notNull().default(''),
});

/** "Complete the look" combinations, keyed by position and product (spec section 3). */
export const combinations = pgTable(
  'merch_combinations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    position: text('position').notNull(),
    status: text('status').notNull(),
    title: text('title').notNull().default(''),
    items: jsonb('items').$type<CombinationItemInput[]>().notNull(),
  },
  (t) => [uniqueIndex('merch_combinations_product_position').on(t.productId, t.position)],
);

/** Style combinations shown on product cards: other products that go with one. */
export const styleCombinations = pgTable(
  'merch_style_combinations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    position: text('position').notNull(),
    items: jsonb('items').$type<StyleCombinationItemInput[]>().notNull(),
  },
  (t) => [uniqueIndex('merch_style_combinations_product_position').on(t.productId, t.position)],
);

/** Product A/B tests: a share of a product's visitors is sent to the main product instead. */
export const diversionTests = pgTable('merch_diversion_tests', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().unique(),
  mainProductId: integer('main_product_id').notNull(),
  /** The share of visitors sent on, 0 to 1. */
  share: real('share').notNull(),
});

/**
 * Grouped products (spec section 2, grouped product): a product page that offers other products
 * (or itself) as a group, each member a variant and a suggested quantity, added in one go.
 */
export const productGroups = pgTable('merch_product_groups', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().unique(),
  title: text('title').notNull().default(''),
  items: jsonb('items').$type<GroupItemInput[]>().notNull(),
});

/**
 * The merchandising's texts in other languages (tag texts, button texts, size charts' titles,
 * notes and column names, combinations' and groups' titles), by the text as the merchant wrote
 * it: a text without a translation shows as written.
 */
export const merchTexts = pgTable(
  'merch_texts',
  {
    locale: text('locale').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.source] })],
);
