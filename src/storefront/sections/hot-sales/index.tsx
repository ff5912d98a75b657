import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/** The hot-sales row: `limit` products of a tag (the sale), loaded for this section only. */
export default defineSection<z.output<typeof settings>, ProductDto[]>({
  load: async ({ api }, settings) =>
    (await api.products({ tag: settings.tag, page_size: settings.limit })).data,
  Component: ({ id, settings, data }) =>
    data.length === 0 ? null : (
      <section className="section" aria-labelledby={`${id}-title`}>
        <div className="section__head">
          <h2 id={`${id}-title`}>
            <FormattedMessage id={settings.title_key} />
          </h2>
          <p className="section__subtitle">
            <FormattedMessage id={settings.subtitle_key} />
          </p>
        </div>
        <ProductGrid products={data} />
      </section>
    ),
});
