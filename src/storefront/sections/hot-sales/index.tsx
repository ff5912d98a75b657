import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { loadCardPalettes, type PaletteMap } from '../../components/card-palettes.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/** The hot-sales row: `limit` products of a tag (the sale), loaded for this section only. */
export default defineSection<
  z.output<typeof settings>,
  { products: ProductDto[]; palettes: PaletteMap }
>({
  load: async ({ api, theme }, settings) => {
    const products = (await api.products({ tag: settings.tag, page_size: settings.limit })).data;
    return { products, palettes: await loadCardPalettes(api, theme, products) };
  },
  Component: ({ id, settings, data }) =>
    data.products.length === 0 ? null : (
      <section className="section" aria-labelledby={`${id}-title`}>
        <div className="section__head">
          <h2 id={`${id}-title`}>
            <FormattedMessage id={settings.title_key} />
          </h2>
          <p className="section__subtitle">
            <FormattedMessage id={settings.subtitle_key} />
          </p>
        </div>
        <ProductGrid products={data.products} palettes={data.palettes} />
      </section>
    ),
});
