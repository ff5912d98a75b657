import type { ProductDto } from '../modules/catalog/contract.ts';
import { absoluteUrl } from './page.ts';

/**
 * The schema.org structured data of the shop's pages (JSON-LD in the document head), as search
 * engines read it for rich results: a product with its offers and rating, the shop itself.
 */

const SCHEMA = 'https://schema.org';

/** A product: its pictures, brand, each variant as an offer, and its rating when it has one. */
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
    offers: (variants.length > 0 ? variants : [null]).map((v) => ({
      '@type': 'Offer',
      url: v ? `${url}?variant=${v.ID}` : url,
      ...(v?.sku ? { sku: v.sku } : {}),
      price: (v?.price ?? product.price).toFixed(2),
      priceCurrency: currency,
      availability: `${SCHEMA}/${(v ? v.buy_able : product.buy_able) ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    })),
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
