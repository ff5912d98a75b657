import type { CSSProperties } from 'react';
import { useIntl } from '../intl.tsx';
import type { ProductCardDto, TagDto } from '../../modules/merchandising/contract.ts';
import { tagPlacementVars, tagShows, tagText } from '../../modules/merchandising/tag-rules.ts';
import { useShop } from '../state/shop.tsx';
import { useMoney } from './Price.tsx';
import './ProductTags.css';

/** A regular star of `points` points, as SVG polygon points in a 100 x 100 box. */
function star(points: number, inner: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? 50 : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The five preset shapes of a style-0 tag (spec section 9: tag icon styles 1 to 5). */
const SHAPES: Record<number, string> = {
  1: '<circle cx="50" cy="50" r="49"/>',
  2: `<polygon points="${star(12, 41)}"/>`,
  3: '<polygon points="30,4 96,4 96,96 30,96 2,50"/>',
  4: '<polygon points="50,1 93,25 93,75 50,99 7,75 7,25"/>',
  5: '<path d="M4 8h92v84l-46-22-46 22z"/>',
};

function Tag({ tag, text }: { tag: TagDto; text: string }) {
  const config = tag.image_config;
  const style = {
    ...tagPlacementVars(config),
    '--tag-color': config.text_color,
    ...(config.background_color ? { '--tag-bg': config.background_color } : {}),
  } as CSSProperties;
  if (tag.style === 0) {
    return (
      <span
        className={`merch-tag merch-tag--shape merch-tag--shape-${tag.shape}`}
        style={style}
        data-testid="product-tag"
        data-style="0"
        data-shape={tag.shape ?? undefined}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <g dangerouslySetInnerHTML={{ __html: SHAPES[tag.shape ?? 1] ?? SHAPES[1]! }} />
        </svg>
        {text && <span className="merch-tag__text">{text}</span>}
      </span>
    );
  }
  if (tag.style === 1) {
    return (
      <span
        className="merch-tag merch-tag--text"
        style={style}
        data-testid="product-tag"
        data-style="1"
      >
        {text}
      </span>
    );
  }
  return (
    <span
      className="merch-tag merch-tag--image"
      style={style}
      data-testid="product-tag"
      data-style={tag.style}
    >
      <img src={tag.image?.url} alt={text} loading="lazy" />
    </span>
  );
}

/**
 * A product's tag badges over its picture (a card or the gallery), each at its corner and width
 * for phones and, from 768 px, computers; their text in the shopper's currency and language.
 */
export function ProductTags({ card }: { card: ProductCardDto | undefined }) {
  const intl = useIntl();
  const money = useMoney();
  const { theme } = useShop();
  if (!card || card.tags.length === 0) return null;
  const format = {
    money,
    onSale: intl.formatMessage({ id: 'merch.on_sale' }),
    // The language's percent pattern as a message (Intl's own, messages.test.ts): a whole
    // percentage then needs no Intl.NumberFormat on a page's first render.
    percent: (n: number) => intl.formatMessage({ id: 'merch.percent' }, { n }),
  };
  return (
    <>
      {card.tags
        .filter((tag) =>
          tagShows(tag.image_config.text, card.values, theme.settings.low_stock_threshold),
        )
        .map((tag) => (
          <Tag key={tag.id} tag={tag} text={tagText(tag.image_config.text, card.values, format)} />
        ))}
    </>
  );
}
