import type { z } from 'zod';
import { useIntl } from '../../intl.tsx';
import { Image } from '../../components/Image.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './image.css';

/**
 * The image section (spec section 2, image): one responsive picture with its alt text, a link
 * when the merchant gives one (then the alt text names the link).
 */
export default defineSection<z.output<typeof settings>>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  Component: function ImageSection({ settings, lead }) {
    const intl = useIntl();
    const picture = (
      <Image
        src={settings.image}
        alt={intl.formatMessage({ id: settings.alt_key })}
        sizes="(max-width: 1279px) 100vw, 1240px"
        className="image-section__image"
        eager={lead}
      />
    );
    return (
      <section className="section image-section" style={{ '--ratio': settings.ratio } as object}>
        {settings.link ? (
          <ShopLink to={settings.link} className="image-section__link">
            {picture}
          </ShopLink>
        ) : (
          picture
        )}
      </section>
    );
  },
});
