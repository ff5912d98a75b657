import { FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router';
import type { homeLoader } from '../routes.tsx';
import { CollectionList } from '../sections/CollectionList.tsx';
import { HotSales } from '../sections/HotSales.tsx';
import { ImageWithText } from '../sections/ImageWithText.tsx';
import { useShop } from '../state/shop.tsx';

/** The home page: the sections of the theme's index template, in order. */
export function Component() {
  const { hotSales, collections } = useLoaderData<typeof homeLoader>();
  const template = useShop().theme.templates.index;
  if (!template) return null;
  return (
    <>
      {template.order.map((key) => {
        const section = template.sections[key];
        if (!section) return null;
        switch (section.type) {
          case 'image-with-text':
            return <ImageWithText key={key} settings={section.settings} />;
          case 'hot-sales':
            return <HotSales key={key} settings={section.settings} products={hotSales} />;
          case 'collections':
            return (
              <section key={key} className="section" aria-labelledby={`${key}-title`}>
                <div className="section__head">
                  <h2 id={`${key}-title`}>
                    <FormattedMessage id={String(section.settings.title_key)} />
                  </h2>
                </div>
                <CollectionList collections={collections} limit={Number(section.settings.limit)} />
              </section>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
