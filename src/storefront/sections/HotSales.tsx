import { FormattedMessage } from 'react-intl';
import type { ProductDto } from '../../modules/catalog/types.ts';
import { ProductGrid } from '../components/ProductCard.tsx';

/** The hot-sales section: products on sale. */
export function HotSales({
  settings,
  products,
}: {
  settings: Record<string, string | number | boolean>;
  products: ProductDto[];
}) {
  if (products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="hot-sales-title">
      <div className="section__head">
        <h2 id="hot-sales-title">
          <FormattedMessage id={String(settings.title_key)} />
        </h2>
        <p className="section__subtitle">
          <FormattedMessage id={String(settings.subtitle_key)} />
        </p>
      </div>
      <ProductGrid products={products.slice(0, Number(settings.limit ?? 8))} />
    </section>
  );
}
