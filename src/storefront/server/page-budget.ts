/**
 * The most a product page's HTML may weigh before compression (markup, hydration data,
 * structured data and the boot data together). `bench/product-page.ts` measures the built
 * shop against it, and `page-weight.test.ts` the demo shop's heaviest product page.
 */
export const PRODUCT_PAGE_BUDGET_BYTES = 60 * 1024;
