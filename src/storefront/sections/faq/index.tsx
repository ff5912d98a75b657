import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import type { FaqDto } from '../../../modules/blocks/contract.ts';
import { FaqList } from '../../components/FaqList.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import { contentApi } from '../../content-api.ts';

/** The FAQ block (an optional add-on of spec section 2): a few questions, and the whole FAQ. */
export default defineSection<z.output<typeof settings>, FaqDto[]>({
  load: async (ctx, settings) =>
    (await contentApi(ctx).faq(settings.topic || undefined)).slice(0, settings.limit),
  Component: ({ id, settings, data }) =>
    data.length === 0 ? null : (
      <section className="section" aria-labelledby={`${id}-title`}>
        <div className="section__head">
          <h2 id={`${id}-title`}>
            <FormattedMessage id={settings.title_key} />
          </h2>
          <ShopLink to="/faq">
            <FormattedMessage id="faq.all" />
          </ShopLink>
        </div>
        <FaqList faqs={data} headingLevel={3} />
      </section>
    ),
});
