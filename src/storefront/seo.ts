import type { ProductDto } from '../modules/catalog/contract.ts';
import { absoluteUrl } from './page.ts';

/**
 * The schema.org structured data of the shop's pages (JSON-LD in the document head), as search
 * engines read it for rich results: a product with its offers and rating, the shop itself.
 */

const SCHEMA = 'https://schema.org';

/**
 * What a product is offered at: one Offer for a product of one variant, else an AggregateOffer
 * (lowest and highest price, how many variants, in stock when any is). One Offer per variant
 * weighed 250 bytes each in every product page's HTML (9 KB for 38 variants) for data a
 * crawler reads from the variant's own URL (`?variant=`) as well.
 */
function productOffers(
  product: ProductDto,
  variants: NonNullable<ProductDto['variants']>,
  currency: string,
  url: string,
) {
  const availability = (inStock: boolean) => `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`;
  const [only] = variants;
  if (variants.length <= 1) {
    return {
      '@type': 'Offer',
      url: only ? `${url}?variant=${only.ID}` : url,
      ...(only?.sku ? { sku: only.sku } : {}),
      price: (only?.price ?? product.price).toFixed(2),
      priceCurrency: currency,
      availability: availability(only ? only.buy_able : product.buy_able),
      itemCondition: `${SCHEMA}/NewCondition`,
    };
  }
  const prices = variants.map((v) => v.price);
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: variants.length,
    priceCurrency: currency,
    availability: availability(variants.some((v) => v.buy_able)),
    itemCondition: `${SCHEMA}/NewCondition`,
  };
}

/** A product: its pictures, brand, what it is offered at, and its rating when it has one. */
export function productLd(product: ProductDto, currency: string, origin: string) {
  const url = absoluteUrl(product.path, origin);
  const images = [
    ...new Set([product.feature_image, ...(product.gallery ?? []).map((g) => g.url)]),
  ].filter((src): src is string => Boolean(src));
  const variants = product.variants ?? [];
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.sku ? { sku: product.sku } : {}),
    image: images.map((src) => absoluteUrl(src, origin)),
    ...(product.description
      ? {
          description: product.description
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        }
      : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    offers: productOffers(product, variants, currency, url),
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.average_rating * 10) / 10,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The shop: an Organization, and a WebSite whose search box search engines may offer. */
export function shopLd(shopName: string, origin: string) {
  const home = absoluteUrl('/', origin);
  return [
    { '@context': SCHEMA, '@type': 'Organization', name: shopName, url: home },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: shopName,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl('/search', origin)}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
