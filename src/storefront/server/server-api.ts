import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addToCart,
  applyCoupon,
  getCart,
  removeCoupon,
  removeLine,
  setNote,
  updateLine,
} from '../../modules/cart/routes.ts';
import {
  applyCheckoutCoupon,
  approveCheckout,
  getCheckout,
  listCheckoutCoupons,
  placeOrder,
  removeCheckoutCoupon,
  setAddress,
  setCustomerEmail,
  setPayment,
  setShipping,
  startCheckout,
} from '../../modules/checkout/routes.ts';
import { getLocation, getRates } from '../../modules/currency/routes.ts';
import { findOrder, lookUpOrder, trackShipment } from '../../modules/orders/routes.ts';
import {
  getAddressFormat,
  getPlaceSuggestions,
  getPostalCodePlace,
} from '../../modules/geo/routes.ts';
import { codeDisplay, productDiscount, styleConfig } from '../../modules/discounts/routes.ts';
import { createPrescription, listPrescriptions } from '../../modules/prescriptions/routes.ts';
import { listReviews } from '../../modules/reviews/routes.ts';
import {
  getProduct,
  listCategories,
  listFacets,
  listProducts,
  searchProducts,
  suggest,
} from '../../modules/catalog/routes.ts';
import {
  blogHomeCollections,
  collectionBlogs,
  getBlog,
  getBlogCollection,
  getPolicy,
  listPolicies,
  preferredBlogs,
  recentBlogs,
  recommendBlogs,
} from '../../modules/content/routes.ts';
import { getVideo, listFaq, listVideos } from '../../modules/blocks/routes.ts';
import { sendContact } from '../../modules/contact/routes.ts';
import { listSites } from '../../modules/sites/routes.ts';
import {
  getSizeChart,
  getProductGroup,
  diversionRelationships,
  listButtons,
  listCombinations,
  listStyleCombinations,
} from '../../modules/merchandising/routes.ts';
import { invokeOperation, type OperationContext } from '../../platform/route.ts';
import { AppError } from '../../platform/errors.ts';
import { ApiError, type StoreApi } from '../api-client.ts';
import type { CheckoutApi } from '../checkout-api.ts';

/**
 * The StoreApi of one server request: the API's own operations, run in-process on the same
 * schemas, so a page and the API read a query the same way, with no HTTP round trip.
 */
export function serverApi(req: FastifyRequest, reply: FastifyReply): StoreApi & CheckoutApi {
  const ctx: OperationContext = { app: req.server, req, reply };
  // The pages see the same errors as in the browser: an ApiError with the translated message.
  const translated = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { message, errors } = error.translate(req.t);
      throw new ApiError(error.statusCode, error.code, message, errors);
    }
  };
  // Reads that several sections of one page ask for alike are made once per request.
  const reads = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let kept = reads.get(key) as Promise<T> | undefined;
    if (!kept) reads.set(key, (kept = read()));
    return kept;
  };
  return {
    // The filters ride as URL parameters of any name (filter.v.option.<name>).
    products: (query) => translated(invokeOperation(listProducts, ctx, { query: query as never })),
    searchProducts: (query) =>
      translated(invokeOperation(searchProducts, ctx, { query: query as never })),
    facets: (query) => translated(invokeOperation(listFacets, ctx, { query: query as never })),
    suggestions: (q) => translated(invokeOperation(suggest, ctx, { query: { q } })),
    product: async (slug) =>
      (await translated(invokeOperation(getProduct, ctx, { params: { slug } }))).data,
    categories: async () => (await translated(invokeOperation(listCategories, ctx))).data,
    policies: async () => (await translated(invokeOperation(listPolicies, ctx))).data,
    faq: async (topic) =>
      (await translated(invokeOperation(listFaq, ctx, { query: topic ? { topic } : {} }))).data,
    videos: (page, pageSize) =>
      translated(invokeOperation(listVideos, ctx, { query: { page, page_size: pageSize } })),
    video: async (slug) =>
      (await translated(invokeOperation(getVideo, ctx, { params: { slug } }))).data,
    productGroup: async (productId) =>
      (
        await translated(
          invokeOperation(getProductGroup, ctx, { query: { product_id: productId } }),
        )
      ).data,
    // The contact page posts its form without JavaScript: the same operation as the API.
    contact: async (body) => (await translated(invokeOperation(sendContact, ctx, { body }))).data,
    multiSites: async () => (await translated(invokeOperation(listSites, ctx))).data,
    policy: async (handle) =>
      (await translated(invokeOperation(getPolicy, ctx, { params: { handle } }))).data,
    blogCollections: async () => (await translated(invokeOperation(blogHomeCollections, ctx))).data,
    preferredBlogs: async () => (await translated(invokeOperation(preferredBlogs, ctx))).data,
    blogCollection: async (id) =>
      (await translated(invokeOperation(getBlogCollection, ctx, { params: { id } }))).data,
    collectionBlogs: (id, page, pageSize) =>
      translated(
        invokeOperation(collectionBlogs, ctx, {
          params: { id },
          query: { page, page_size: pageSize },
        }),
      ),
    blog: async (slug) =>
      (await translated(invokeOperation(getBlog, ctx, { params: { slug } }))).data,
    recentBlogs: (id, pageSize) =>
      translated(
        invokeOperation(recentBlogs, ctx, { params: { id }, query: { page_size: pageSize } }),
      ),
    recommendedBlogs: async (id) =>
      (await translated(invokeOperation(recommendBlogs, ctx, { params: { id } }))).data,
    cart: () => translated(invokeOperation(getCart, ctx)),
    addToCart: (body) => translated(invokeOperation(addToCart, ctx, { body })),
    updateLine: (id, quantity) =>
      translated(invokeOperation(updateLine, ctx, { params: { id }, body: { quantity } })),
    removeLine: (id) => translated(invokeOperation(removeLine, ctx, { params: { id } })),
    setNote: (note) => translated(invokeOperation(setNote, ctx, { body: { note } })),
    applyCoupon: (code) => translated(invokeOperation(applyCoupon, ctx, { body: { code } })),
    removeCoupon: (code) => translated(invokeOperation(removeCoupon, ctx, { params: { code } })),
    checkout: () => translated(invokeOperation(getCheckout, ctx)),
    startCheckout: () => translated(invokeOperation(startCheckout, ctx)),
    setCheckoutEmail: (email) =>
      translated(invokeOperation(setCustomerEmail, ctx, { body: { email } })),
    setCheckoutAddress: (body) => translated(invokeOperation(setAddress, ctx, { body })),
    setShippingMethod: (body) => translated(invokeOperation(setShipping, ctx, { body })),
    setPaymentMethod: (method) =>
      translated(invokeOperation(setPayment, ctx, { body: { method } })),
    checkoutCoupons: () => translated(invokeOperation(listCheckoutCoupons, ctx)),
    applyCheckoutCoupon: (code) =>
      translated(invokeOperation(applyCheckoutCoupon, ctx, { body: { code } })),
    removeCheckoutCoupon: (code) =>
      translated(invokeOperation(removeCheckoutCoupon, ctx, { params: { code } })),
    placeOrder: (body) => translated(invokeOperation(placeOrder, ctx, { body })),
    approveCheckout: (body) => translated(invokeOperation(approveCheckout, ctx, { body })),
    order: (query) => translated(invokeOperation(findOrder, ctx, { query })),
    lookUpOrder: (body) => translated(invokeOperation(lookUpOrder, ctx, { body })),
    trackShipment: (trackingNumber) =>
      translated(
        invokeOperation(trackShipment, ctx, { query: { tracking_number: trackingNumber } }),
      ),
    addressFormat: (iso2) =>
      translated(invokeOperation(getAddressFormat, ctx, { params: { iso2 } })),
    placeSuggestions: (country, input) =>
      translated(invokeOperation(getPlaceSuggestions, ctx, { query: { country, input } })),
    postcodePlace: (country, postcode) =>
      translated(invokeOperation(getPostalCodePlace, ctx, { query: { country, postcode } })),
    rates: () => translated(invokeOperation(getRates, ctx)),
    location: () => translated(invokeOperation(getLocation, ctx)),
    productDiscounts: async (query) =>
      (await translated(invokeOperation(productDiscount, ctx, { query }))).data,
    displayedCodes: async (productId) =>
      (await translated(invokeOperation(codeDisplay, ctx, { query: { product_id: productId } })))
        .data,
    discountStyle: () => translated(invokeOperation(styleConfig, ctx)),
    prescriptions: async () => (await translated(invokeOperation(listPrescriptions, ctx))).data,
    addPrescription: (body) => translated(invokeOperation(createPrescription, ctx, { body })),
    // Files come from the shopper's browser only.
    attachToPrescription: () => Promise.reject(new Error('attachments are posted by the browser')),
    // The page's own products are passed along: their cards are not read again.
    productCards: (ids, known) => translated(req.server.merch.productCards(ids, known)),
    buttons: async (ids) =>
      (
        await translated(
          invokeOperation(listButtons, ctx, { query: { product_ids: ids.join(',') } }),
        )
      ).data,
    // Clicks come from the shopper's browser only.
    clickButton: () => Promise.resolve(),
    sizeChart: async (productId) =>
      (await translated(invokeOperation(getSizeChart, ctx, { params: { id: String(productId) } })))
        .data,
    // A product page places its combinations at two positions: one read serves both.
    combinations: (productId) =>
      once(
        `combinations ${productId}`,
        async () =>
          (
            await translated(
              invokeOperation(listCombinations, ctx, { query: { product_id: productId } }),
            )
          ).data,
      ),
    styleCombinations: async (ids, position) =>
      (
        await translated(
          invokeOperation(listStyleCombinations, ctx, {
            query: { 'filter[product_ids]': ids.join(','), combination_position: position },
          }),
        )
      ).data,
    diversions: async (ids) =>
      (
        await translated(
          invokeOperation(diversionRelationships, ctx, {
            query: { product_ids: ids.join(',') },
          }),
        )
      ).data,
    reviews: (query) => translated(invokeOperation(listReviews, ctx, { query })),
    // Reviews and their pictures are written from the shopper's browser only.
    signUpload: () => Promise.reject(new Error('pictures are uploaded by the browser')),
    uploadFile: () => Promise.reject(new Error('pictures are uploaded by the browser')),
    createReview: () => Promise.reject(new Error('reviews are posted by the browser')),
  };
}
