import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { CardTags } from '../../components/card-tags.ts';
import { ProductGrid } from '../../components/ProductCard.tsx';
import type { SectionProps } from '../registry.tsx';
import type { settings as schema } from './settings.ts';

/** The "You may also like" heading and its product cards. */
export default function GuessYouLike({
  id,
  settings,
  data,
}: SectionProps<z.output<typeof schema>, { products: ProductDto[]; tags: CardTags }, ProductDto>) {
  return (
    <section className="section" aria-labelledby={`${id}-title`} data-testid="guess-you-like">
      <div className="section__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id={settings.title_key} />
        </h2>
      </div>
      <ProductGrid products={data.products} tags={data.tags} />
    </section>
  );
}
