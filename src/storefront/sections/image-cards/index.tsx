import type { z } from 'zod';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { ImageCard } from '../../components/ImageCard.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './image-cards.css';

/** A row of image cards (spec section 2, image card): picture, title and link each. */
export default defineSection<z.output<typeof settings>>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  Component: function ImageCards({ id, settings, lead }) {
    const intl = useIntl();
    return (
      <section className="section" aria-labelledby={`${id}-title`}>
        <div className="section__head">
          <h2 id={`${id}-title`}>
            <FormattedMessage id={settings.title_key} />
          </h2>
        </div>
        <ul className="image-cards" style={{ '--cards': settings.cards.length } as object}>
          {settings.cards.map((card, i) => (
            <li key={`${card.link}-${card.title_key}`}>
              <ImageCard
                image={card.image}
                title={intl.formatMessage({ id: card.title_key })}
                href={card.link}
                // Leading the page, its first picture loads at once and first; the others
                // as the browser finds them in the window (four at once share the line).
                eager={lead && i === 0}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
