import { z } from 'zod';
import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  buttonSchema,
  buttonsQuery,
  clickButtonBody,
  combinationSchema,
  combinationsQuery,
  diversionQuery,
  diversionSchema,
  productCardSchema,
  productCardsQuery,
  sizeChartParams,
  sizeChartSchema,
  styleCombinationSchema,
  styleCombinationsQuery,
  styleLookSchema,
  styleLooksQuery,
} from './contract.ts';
import { productGroupQuery, productGroupSchema } from './group-contract.ts';

const TAGS = ['merchandising'];
const list = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });

/** `GET /product_cards?filter[product_id]=1,2`: the cards' tags (spec section 7). */
export const productCards = defineOperation({
  method: 'GET',
  url: '/product_cards',
  summary: "Product cards' tag badges, with what their text placeholders read",
  tags: TAGS,
  schemas: { querystring: productCardsQuery, response: list(productCardSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.merch.productCards(query['filter[product_id]'], [], req.locale),
  }),
});

/** `GET /buttons?product_ids=1,2`: custom buttons to marketplaces (spec section 7). */
export const listButtons = defineOperation({
  method: 'GET',
  url: '/buttons',
  summary: 'The custom buttons of products (amazon, ebay, aliexpress, custom)',
  tags: TAGS,
  schemas: { querystring: buttonsQuery, response: list(buttonSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.merch.buttons(query.product_ids, req.locale),
  }),
});

/** `POST /click_button`: counts a click on a product's custom button (spec section 7). */
export const clickButton = defineOperation({
  method: 'POST',
  url: '/click_button',
  summary: "Records a shopper's click on a custom button",
  tags: TAGS,
  schemas: {
    body: clickButtonBody,
    response: z.object({ data: z.object({ product_id: z.number().int() }) }),
  },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app }, { body }) => {
    await app.merch.clickButton(body.product_id, body.button_type);
    return { data: { product_id: body.product_id } };
  },
});

/** `GET /size-chart/products/{id}/chart`: a product's size chart, or 404 (spec section 7). */
export const getSizeChart = defineOperation({
  method: 'GET',
  url: '/size-chart/products/:id/chart',
  summary: "A product's size chart; 404 when it has none",
  tags: TAGS,
  schemas: { params: sizeChartParams, response: z.object({ data: sizeChartSchema }) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => ({
    data: await app.merch.sizeChart(params.id, req.locale),
  }),
});

/** `GET /combinations?product_id=1`: a product's active "complete the look" combinations. */
export const listCombinations = defineOperation({
  method: 'GET',
  url: '/combinations',
  summary: "A product's active combinations, by position, with their items' products",
  tags: TAGS,
  schemas: { querystring: combinationsQuery, response: list(combinationSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.merch.combinations(query.product_id, req.locale),
  }),
});

/** `GET /style-combinations?filter[product_ids]=5,6&combination_position=card` (spec section 7). */
export const listStyleCombinations = defineOperation({
  method: 'GET',
  url: '/style-combinations',
  summary: 'Style combinations of products at a position (the strip on product cards)',
  tags: TAGS,
  schemas: { querystring: styleCombinationsQuery, response: list(styleCombinationSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.merch.styleCombinations(
      query['filter[product_ids]'],
      query.combination_position,
      req.locale,
    ),
  }),
});

/** `GET /style-combinations/looks?combination_position=card&page_size=4`: a lookbook's looks. */
export const listStyleLooks = defineOperation({
  method: 'GET',
  url: '/style-combinations/looks',
  summary:
    'The first style combinations at a position as looks: their products, each with the variant to add',
  tags: TAGS,
  schemas: { querystring: styleLooksQuery, response: list(styleLookSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.merch.styleLooks(query.combination_position, query.page_size, req.locale),
  }),
});

/** `GET /product_diversion_test/relationships?product_ids=1,2` (spec section 7). */
export const diversionRelationships = defineOperation({
  method: 'GET',
  url: '/product_diversion_test/relationships',
  summary: "Products' diversion tests: the main product's slug and the share sent there",
  tags: TAGS,
  schemas: { querystring: diversionQuery, response: list(diversionSchema) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app }, { query }) => ({ data: await app.merch.diversions(query.product_ids) }),
});

/** `GET /grouped_products?product_id=1`: the grouped product on a product's page, or null. */
export const getProductGroup = defineOperation({
  method: 'GET',
  url: '/grouped_products',
  summary:
    "The grouped product on a product's page: its members with their variants and quantities",
  tags: TAGS,
  schemas: {
    querystring: productGroupQuery,
    response: z.object({ data: productGroupSchema.nullable() }),
  },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.merch.productGroup(query.product_id, req.locale),
  }),
});

/** The merchandising module's operations. */
export const merchOperations = [
  productCards,
  listButtons,
  clickButton,
  getSizeChart,
  listCombinations,
  listStyleCombinations,
  listStyleLooks,
  diversionRelationships,
  getProductGroup,
];
