import type { FastifyInstance } from 'fastify';
import type {
  CategoryDto,
  ProductDto,
  ProductPage,
  VariantDto,
} from '../modules/catalog/contract.ts';
import type { CartDto } from '../modules/cart/contract.ts';

/** The demo shop as the API shows it, read once per test file, with helpers to find things. */
export async function readShop(app: FastifyInstance) {
  const products: ProductDto[] = [];
  for (let page = 1; ; page++) {
    const res = await app.inject(`/api/store/products?page_size=100&with=variants&page=${page}`);
    const body = res.json() as ProductPage;
    products.push(...body.data);
    if (page >= body.total_pages) break;
  }
  const categories = (await app.inject('/api/store/categories')).json().data as CategoryDto[];
  const collection = (slug: string) => categories.find((c) => c.slug === slug)!.id;

  /** A buyable variant with stock to spare, optionally in a collection. */
  function variantIn(
    slug?: string,
    test: (v: VariantDto, p: ProductDto) => boolean = () => true,
    skip = 0,
  ): { product: ProductDto; variant: VariantDto } {
    let seen = 0;
    for (const product of products) {
      if (slug && !product.categories.some((c) => c.id === collection(slug))) continue;
      const variant = product.variants!.find(
        (v) => v.buy_able && (!v.manage_stock || v.stock >= 20) && test(v, product),
      );
      if (variant && seen++ >= skip) return { product, variant };
    }
    throw new Error(`no such variant in the demo shop (${slug ?? 'any'})`);
  }

  /** Calls the cart API as a shopper with (or without) a cart cookie. */
  async function call(method: string, url: string, cookie?: string, body?: unknown) {
    const res = await app.inject({
      method: method as 'GET',
      url: `/api/store/${url}`,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie: `cart_hash=${cookie}` } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const set = res.cookies.find((c) => c.name === 'cart_hash')?.value;
    return {
      status: res.statusCode,
      body: res.json() as CartDto & { message?: string; code?: string; errors?: unknown },
      cookie: set ?? cookie,
    };
  }

  /** A new cart holding the given variants (quantity 1 unless said). */
  async function cartWith(
    ...items: { product: ProductDto; variant: VariantDto; quantity?: number }[]
  ) {
    const res = await call('POST', 'cart', undefined, {
      items: items.map((i) => ({
        product_id: i.product.ID,
        variant_id: i.variant.ID,
        quantity: i.quantity ?? 1,
      })),
    });
    if (res.status !== 200) throw new Error(`could not fill a cart: ${JSON.stringify(res.body)}`);
    return res;
  }

  return { products, categories, collection, variantIn, call, cartWith };
}
