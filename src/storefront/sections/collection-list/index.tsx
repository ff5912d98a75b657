import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import type { CategoryDto } from '../../../modules/catalog/contract.ts';
import { CollectionList } from '../../components/CollectionList.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/** The shop's collections as picture tiles, the first `limit` of them. */
export default defineSection<z.output<typeof settings>, CategoryDto[]>({
  load: async ({ api }, settings) => (await api.categories()).slice(0, settings.limit),
  Component: ({ id, settings, data, lead }) => (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="section__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id={settings.title_key} />
        </h2>
      </div>
      <CollectionList collections={data} eagerCount={lead ? 2 : 0} />
    </section>
  ),
});
