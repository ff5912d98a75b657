import { useIntl } from '../intl.tsx';
import type { PaletteDto, PaletteValueDto } from '../../modules/catalog/contract.ts';
import { sizedImageUrl } from '../../modules/media/image-url.ts';
import type { ThemeSettings } from '../theme/types.ts';
import { ShopLink } from './ShopLink.tsx';
import { BREAKPOINTS } from '../styles/breakpoints.ts';

/** How many bubbles a card shows: show_num, or all of them on the product page (spec section 9). */
export const visibleBubbles = (count: number, showNum: number, detail = false) =>
  detail ? count : Math.min(count, showNum);

/**
 * A card's palette (spec section 2, product palette): one bubble per value in the theme's
 * bubble style (1 circle, 2 square, 3 rounded, 4 circle with a ring, 5 pill) and border colour;
 * a click, or on desktop the pointer over it, switches the card to that value's variant. More
 * values than show_num end in an ellipsis link to the product page, named by how many more
 * (spec section 9); show_num values or fewer, no link.
 */
export function CardPalette({
  palette,
  title,
  config,
  moreHref,
  chosen,
  onChoose,
  detail = false,
}: {
  palette: PaletteDto;
  /** The product's title, which names each bubble (a list has many palettes). */
  title: string;
  config: ThemeSettings['product_palette'];
  moreHref: string;
  chosen: string | null;
  onChoose(value: PaletteValueDto): void;
  detail?: boolean;
}) {
  const intl = useIntl();
  const shown = palette.values.slice(
    0,
    visibleBubbles(palette.values.length, config.show_num, detail),
  );
  const more = palette.values.length - shown.length;
  const label = config.show_style === 'label';
  return (
    <div
      className={`palette palette--style-${config.bubble_style}`}
      style={{ ['--bubble-color' as string]: config.bubble_color }}
    >
      {shown.map((v) => {
        const text = label || v.swatch === 'text';
        return (
          <button
            key={v.value}
            type="button"
            className={`bubble${text ? ' bubble--text' : ''}${v.buy_able ? '' : ' bubble--sold-out'}`}
            aria-pressed={chosen === v.value}
            aria-label={
              intl.formatMessage({ id: 'card.palette_value' }, { title, value: v.value }) +
              (v.buy_able ? '' : `, ${intl.formatMessage({ id: 'product.sold_out' })}`)
            }
            title={v.value}
            onClick={() => onChoose(v)}
            onMouseEnter={() => {
              // Desktop pointers choose on hover; a touch's emulated hover is left to its click.
              if (
                window.matchMedia(`(hover: hover) and (min-width: ${BREAKPOINTS.tablet}px)`).matches
              )
                onChoose(v);
            }}
          >
            {text ? (
              <span className="bubble__text" aria-hidden="true">
                {v.value}
              </span>
            ) : v.swatch === 'image' ? (
              <img
                className="bubble__fill"
                src={sizedImageUrl(v.image_src || v.image || '', 100)}
                alt=""
                width={24}
                height={24}
                loading="lazy"
              />
            ) : (
              <span
                className="bubble__fill"
                style={{ background: v.color_code }}
                aria-hidden="true"
              />
            )}
          </button>
        );
      })}
      {more > 0 && (
        <ShopLink
          to={moreHref}
          className="palette__more"
          aria-label={intl.formatMessage(
            { id: 'card.more_values' },
            { count: more, name: palette.name },
          )}
        >
          …
        </ShopLink>
      )}
    </div>
  );
}
