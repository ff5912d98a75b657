import type { z } from 'zod';
import { FormattedMessage } from '../../intl.tsx';
import { Image } from '../../components/Image.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './editorial-grid.css';

type Settings = z.output<typeof settings>;

/**
 * The editorial grid: a magazine spread of three to five pictures, the first large and the
 * others smaller beside it, each with its caption, the whole tile a link. On phones the tiles
 * stack, the large one first.
 */
function EditorialGrid({ id, settings, lead }: { id: string; settings: Settings; lead: boolean }) {
  const { tiles } = settings;
  return (
    <section className="section editorial" aria-labelledby={`${id}-title`}>
      <div className="section__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id={settings.title_key} />
        </h2>
      </div>
      <ul className="editorial__grid" data-tiles={tiles.length}>
        {tiles.map((tile, i) => (
          <li key={`${tile.link}-${i}`} className="editorial__tile">
            <ShopLink to={tile.link} className="editorial__link">
              <Image
                src={tile.image}
                alt=""
                sizes={
                  i === 0 ? '(max-width: 767px) 100vw, 50vw' : '(max-width: 767px) 100vw, 25vw'
                }
                className="editorial__image"
                eager={lead && i === 0}
              />
              <span className="editorial__caption">
                <FormattedMessage id={tile.caption_key} />
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default defineSection<Settings>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  Component: EditorialGrid,
});
