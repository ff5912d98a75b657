import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { PaletteDto, PaletteValueDto, ProductDto } from '../../modules/catalog/contract.ts';
import {
  displayedPercentage,
  priceObject,
  showsDiscountTag,
} from '../../modules/currency/money.ts';
import type { ProductCardDto, StyleCombinationDto } from '../../modules/merchandising/contract.ts';
import { useCart } from '../state/cart.tsx';
import { useHydrated } from '../state/hydrated.ts';
import { useShop } from '../state/shop.tsx';
import type { ThemeSettings } from '../theme/types.ts';
import { ADD_INTENT } from '../form-intents.ts';
import { tagsShowSaving } from '../../modules/merchandising/tag-shows.ts';
import { CardPalette } from './CardPalette.tsx';
import { listsShowPalettes } from './card-palettes.ts';
import { useCardMerch } from './card-merch.ts';
import { cardTags, type CardTags } from './card-tags.ts';
import { Image } from './Image.tsx';
import { Price } from './Price.tsx';
import { Rating } from './Rating.tsx';
import { ShopLink, useShopPath } from './ShopLink.tsx';
import './ProductCard.css';

// The add-to-cart dialog (buy button type popup) is its own chunk, loaded when it opens.
const QuickAddDialog = lazy(() => import('./QuickAddDialog.tsx'));
// Style combinations are asked for after hydration (card-merch.ts): their strip's code with them.
const StyleStrip = lazy(() => import('./StyleStrip.tsx').then((m) => ({ default: m.StyleStrip })));

/** What a card's buy button does (spec section 4, Card buy button, by configured type). */
export function cardBuyAction(
  type: ThemeSettings['buy_button_type'],
  product: Pick<ProductDto, 'variant_count'>,
): 'popup' | 'link' | 'add' {
  if (type !== 'auto') return type;
  return product.variant_count > 1 ? 'link' : 'add';
}

/**
 * A product in a grid: image (the gallery's second on hover), badges, title, price and rating
 * in one link; then the palette's bubbles, which switch the card's image and price, and the buy
 * button. The media box is a positioned container that badges and tags are placed in.
 */
export function ProductCard({
  product,
  palette,
  eager = false,
  priority = eager,
  tags,
  styles,
}: {
  product: ProductDto;
  palette?: PaletteDto | undefined;
  eager?: boolean;
  /** Its picture is fetched first (the grid's first card: a phone's largest paint). */
  priority?: boolean;
  /** The product's tag badges (product_cards). */
  tags?: ProductCardDto | undefined;
  /** Its style combination, where the theme shows them on cards. */
  styles?: StyleCombinationDto | undefined;
}) {
  const { theme } = useShop();
  const card = theme.settings.product_card;
  const [chosen, setChosen] = useState<PaletteValueDto | null>(null);
  const price = chosen?.price ?? product.price;
  const regularPrice = chosen ? chosen.regular_price : product.regular_price;
  const saving = priceObject(price, regularPrice);
  const image = chosen?.image ?? product.feature_image;
  const href = chosen?.variant_id ? `${product.path}?variant=${chosen.variant_id}` : product.path;
  return (
    <article
      className={[
        'card',
        card.text_align === 'center' && 'card--center',
        card.border && 'card--bordered',
        card.badge_position === 'top_end' && 'card--badge-end',
        card.quick_add === 'hover' && 'card--quick-hover',
      ]
        .filter(Boolean)
        .join(' ')}
      data-product-id={product.ID}
    >
      <ShopLink to={href} className="card__link">
        <div className="card__media" style={{ aspectRatio: card.image_ratio }}>
          <Image
            src={image}
            alt={product.title}
            sizes="(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 300px"
            eager={eager}
            priority={priority}
            className="card__image"
          />
          {card.second_image && product.second_image && !chosen && (
            <Image
              src={product.second_image}
              alt=""
              sizes="(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 300px"
              className="card__second"
            />
          )}
          {!product.buy_able ? (
            <span className="badge badge--muted">
              <FormattedMessage id="product.sold_out" />
            </span>
          ) : (
            showsDiscountTag(saving.percentage) &&
            !tagsShowSaving(tags, theme.settings.low_stock_threshold) && (
              <span className="badge">
                {/* The language's own pattern (messages.test.ts holds it to Intl's): a card's
                    first render needs no Intl.NumberFormat, whose first construction holds a
                    phone's main thread 150-250 ms (4x slowdown) for ICU's number data. */}
                <FormattedMessage
                  id="merch.percent_off"
                  values={{ n: displayedPercentage(price, regularPrice) }}
                />
              </span>
            )
          )}
          {tags && tags.tags.length > 0 && (
            <Suspense fallback={null}>
              <cardTags.Part card={tags} />
            </Suspense>
          )}
        </div>
        <div className="card__body">
          {card.show_vendor && product.vendor && (
            <p className="vendor card__vendor" dir="auto">
              {product.vendor}
            </p>
          )}
          <h3 className="card__title" dir="auto">
            {product.title}
          </h3>
          <Price
            price={price}
            regularPrice={regularPrice}
            from={!chosen && product.max_price > product.min_price}
          />
          {card.show_rating && (
            <Rating rating={product.average_rating} count={product.review_count} />
          )}
        </div>
      </ShopLink>
      {styles && (
        <Suspense fallback={null}>
          <StyleStrip combination={styles} />
        </Suspense>
      )}
      {palette && palette.values.length > 0 && (
        <CardPalette
          palette={palette}
          title={product.title}
          config={theme.settings.product_palette}
          moreHref={product.path}
          chosen={chosen?.value ?? null}
          onChoose={setChosen}
        />
      )}
      <div className="card__actions">
        <BuyButton product={product} />
      </div>
    </article>
  );
}

/**
 * The card's buy button by the theme's buy_button_type: a link to the product page, a form
 * that adds the first variant with quantity 1 (posting to the product page without
 * JavaScript; hydrated, through the API with the page left as it is), or the add-to-cart
 * dialog.
 */
function BuyButton({ product }: { product: ProductDto }) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const { theme } = useShop();
  const hydrated = useHydrated();
  const cart = useCart();
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [adding, setAdding] = useState(false);
  // Read and set in the event: a second click before the card re-rendered adds nothing more.
  const inFlight = useRef(false);
  const [dialog, setDialog] = useState(false);
  const action = cardBuyAction(theme.settings.buy_button_type, product);
  const name = { title: product.title };

  if (!product.buy_able) {
    return (
      <button type="button" className="button button--full card__buy" disabled>
        <FormattedMessage id="product.sold_out" />
      </button>
    );
  }
  if (action === 'link' || (action === 'popup' && !hydrated)) {
    return (
      <ShopLink
        to={product.path}
        className="button button--secondary button--full card__buy"
        aria-label={intl.formatMessage({ id: 'card.choose_options_of' }, name)}
        data-testid="card-buy"
      >
        <FormattedMessage id="card.choose_options" />
      </ShopLink>
    );
  }
  const live = (
    <p
      className={status?.error ? 'form-error card__status' : 'visually-hidden'}
      role="status"
      data-testid="card-status"
    >
      {status?.text}
    </p>
  );
  if (action === 'popup') {
    return (
      <>
        <button
          type="button"
          className="button button--full card__buy"
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'card.add_of' }, name)}
          onClick={() => setDialog(true)}
          data-testid="card-buy"
        >
          <FormattedMessage id="product.add_to_cart" />
        </button>
        {live}
        {dialog && (
          <Suspense fallback={null}>
            <QuickAddDialog
              product={product}
              onClose={(added) => {
                setDialog(false);
                if (added) setStatus({ text: intl.formatMessage({ id: 'card.added' }, name) });
              }}
            />
          </Suspense>
        )}
      </>
    );
  }
  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current || product.first_variant_id == null) return;
    inFlight.current = true;
    setAdding(true);
    setStatus(null);
    const { error } = await cart
      .change((api) =>
        api.addToCart({
          items: [{ product_id: product.ID, variant_id: product.first_variant_id!, quantity: 1 }],
          addType: ADD_INTENT.quickAdd,
        }),
      )
      .finally(() => {
        inFlight.current = false;
      });
    setAdding(false);
    setStatus(
      error
        ? { text: error, error: true }
        : { text: intl.formatMessage({ id: 'card.added' }, name) },
    );
  }
  return (
    <form method="post" action={shopPath(product.path)} className="card__form" onSubmit={add}>
      <input type="hidden" name="product_id" value={product.ID} />
      <input type="hidden" name="variant_id" value={product.first_variant_id ?? ''} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="intent" value={ADD_INTENT.quickAdd} />
      <button
        type="submit"
        className="button button--full card__buy"
        aria-disabled={adding || undefined}
        aria-label={intl.formatMessage({ id: 'card.add_of' }, name)}
        data-testid="card-buy"
      >
        {adding ? (
          <FormattedMessage id="product.adding" />
        ) : (
          <FormattedMessage id="product.add_to_cart" />
        )}
      </button>
      {live}
    </form>
  );
}

/**
 * A responsive grid of product cards, each with its palette where the theme shows them on
 * lists and the list read them (`with=palette`), and their tags and style combinations.
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  tags,
}: {
  products: ProductDto[];
  eagerCount?: number;
  /** The cards' tags as loaded with the list; without them the grid asks once. */
  tags?: CardTags | undefined;
}) {
  const merch = useCardMerch(products, tags);
  const palettes = listsShowPalettes(useShop().theme);
  return (
    <ul className="grid">
      {products.map((p, i) => (
        <li key={p.ID}>
          <ProductCard
            product={p}
            palette={(palettes && p.product_palette) || undefined}
            eager={i < eagerCount}
            // One picture fetched first: four at high priority share the phone's bandwidth,
            // and the first card's (the largest paint) came last of them.
            priority={i === 0 && eagerCount > 0}
            tags={merch.tags[p.ID]}
            styles={merch.styles[p.ID]}
          />
        </li>
      ))}
    </ul>
  );
}
