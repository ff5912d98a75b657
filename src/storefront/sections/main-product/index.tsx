import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { useActionData, useFormAction, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import {
  initialVariant,
  selectionOf,
  selectionState,
  type Selection,
} from '../../../modules/catalog/variant-selection.ts';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { loadProductMerch, type ProductMerch } from '../../components/product-merch.ts';
import { Gallery } from '../../components/Gallery.tsx';
import { Price } from '../../components/Price.tsx';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { maxQuantityOf } from '../../../modules/cart/quantity-filter.ts';
import { Rating, REVIEWS_ANCHOR } from '../../components/Rating.tsx';
import { VariantSelector } from '../../components/VariantSelector.tsx';
import { checkoutPath, loadCartDrawer, useCart } from '../../state/cart.tsx';
import { startCheckout } from '../../state/checkout-start.ts';
import { afterAdd, releaseOnPageShow } from '../../state/after-add.ts';
import { useShop } from '../../state/shop.tsx';
import { AfterHydration } from '../../state/hydrated.ts';
import { defineSection } from '../registry.tsx';
import { addRequest, BUY_NOW, type AddToCartResult } from './add-to-cart.ts';
import type { settings } from './settings.ts';
import './main-product.css';
// The merchandising parts' looks come with the page, their code after it.
import '../../components/ProductTags.css';
import '../../components/CustomButtons.css';
import '../../components/PriceDetails.css';
import '../../components/account/WishlistButton.css';
import { RichText } from '../../components/RichText.tsx';

// Discount messages and codes to copy are not needed for the first paint: their code loads
// after hydration, and their data with it.
const ProductOffers = lazy(() => import('../../components/ProductOffers.tsx'));
// Tags, custom buttons, the size chart link and the diversion test render with the page and
// hydrate when their code has loaded, after the first load.
const merchParts = () => import('../../components/ProductMerchParts.tsx');
const GalleryTags = lazyPart(() => merchParts().then((m) => m.ProductTags));
const SizeChartLink = lazyPart(() => merchParts().then((m) => m.SizeChartLink));
const ProductExtras = lazyPart(() => merchParts().then((m) => m.ProductExtras));
// The price popup renders with the page (a native popover) and hydrates after the first load.
const PriceDetails = lazyPart(() =>
  import('../../components/PriceDetails.tsx').then((m) => m.PriceDetails),
);
const MERCH_PARTS = [GalleryTags, SizeChartLink, ProductExtras, PriceDetails];

function startingSelection(product: ProductDto, variantParam: string | null): Selection {
  const variants = product.variants ?? [];
  const fromUrl = variants.find((v) => String(v.ID) === variantParam);
  const start = fromUrl ?? initialVariant(variants);
  const selection: Selection = start ? selectionOf(start) : {};
  for (const attr of product.variant_attrs ?? []) {
    if (attr.special_native_name && attr.values[0] !== undefined)
      selection[attr.name] = attr.values[0];
  }
  return selection;
}

/**
 * The product's main block: gallery, price, variant choice, quantity and add to cart. The add
 * form posts to the page's action, so it works before (or without) JavaScript; hydrated, it
 * goes through a fetcher and the API, and the theme decides what follows (spec section 2).
 */
export default defineSection<z.output<typeof settings>, ProductMerch, ProductDto>({
  load: async ({ api, page }) =>
    (
      await Promise.all([loadProductMerch(api, page), ...MERCH_PARTS.map((part) => part.preload())])
    )[0],
  Component: function MainProduct({ id, settings, data: merch, page: product }) {
    const variantParam = useSearchParams()[0].get('variant');
    const intl = useIntl();
    const navigate = useNavigate();
    const { theme } = useShop();
    const cart = useCart();
    const posted = useActionData() as AddToCartResult | undefined;
    const formAction = useFormAction();
    const form = useRef<HTMLFormElement>(null);
    // The add under way (add or buy now), and the last add's answer: its refusal, or the
    // answer that sent the shopper on (the buttons wait until the page shows again).
    const [adding, setAdding] = useState<'add' | 'buy-now' | null>(null);
    const [result, setResult] = useState<{ error?: string; leaves?: boolean }>();
    const [selection, setSelection] = useState(() => startingSelection(product, variantParam));
    const [quantity, setQuantity] = useState(1);
    const [image, setImage] = useState<string | null>(null);
    const buyingNow = adding === 'buy-now';

    // A new product (client navigation) starts its own selection.
    const [shownId, setShownId] = useState(product.ID);
    if (shownId !== product.ID) {
      setShownId(product.ID);
      setSelection(startingSelection(product, variantParam));
      setQuantity(1);
      setImage(null);
    }

    const { variant, buyable, soldOut } = selectionState(product, selection);
    // A variant with less stock than the quantity chosen brings the quantity down to it.
    const maxQuantity = variant ? Math.max(1, maxQuantityOf(variant)) : undefined;
    if (maxQuantity !== undefined && quantity > maxQuantity) setQuantity(maxQuantity);
    const attrs = useMemo(
      () => [
        ...(product.variant_attrs ?? []).filter((a) => !a.special_native_name),
        ...(product.variant_attrs ?? []).filter((a) => a.special_native_name),
      ],
      [product],
    );

    // Keep ?variant= in step with the selection (spec section 2, Other URL facts), in the
    // address alone: a router navigation rendered the whole page again for it, right after
    // hydration (a long task on a phone) and at every swatch. Back and forward read the address.
    useEffect(() => {
      if (!variant) return;
      const url = new URL(window.location.href);
      if (url.searchParams.get('variant') === String(variant.ID)) return;
      url.searchParams.set('variant', String(variant.ID));
      window.history.replaceState(window.history.state, '', url);
    }, [variant]);

    // A button that sent the shopper on stays disabled until the page shows again (back from
    // the cart or checkout) or 5 s have passed (spec section 2 and section 4, Buy now).
    const [released, setReleased] = useState<unknown>(null);
    const held = Boolean(result?.leaves) && released !== result;
    useEffect(() => {
      if (held) return releaseOnPageShow(() => setReleased(result));
    }, [held, result]);
    const message = (adding ? undefined : (result ?? posted))?.error;

    /**
     * Adds through the API and does what follows at once, as the answer arrives: the cart as
     * the theme says (spec section 2, cart types), or checkout after buy now (spec section 4,
     * Buy now). Not through the router: its update would wait for whatever the page still
     * loads (the reviews, the recommendations) before the header's count moved.
     */
    async function add(data: FormData) {
      if (!buyable || adding || held || !variant) return;
      const buyNow = data.get('intent') === BUY_NOW;
      setAdding(buyNow ? 'buy-now' : 'add');
      void loadCartDrawer();
      const answer = await cart.change((api) =>
        api.addToCart(addRequest(data, product.ID, variant.ID)),
      );
      setAdding(null);
      const next = afterAdd(theme.settings);
      setResult({
        error: answer.error,
        leaves: Boolean(answer.cart && (buyNow || next === 'cart-page')),
      });
      if (!answer.cart) return;
      if (buyNow) {
        startCheckout(answer.cart);
        void navigate(checkoutPath(answer.cart.hash));
      } else if (next === 'inline-cart') {
        cart.setDrawerOpen(true);
      } else if (next === 'cart-page') {
        void navigate('/cart');
      }
    }

    function submitWith(qty: number) {
      if (!form.current) return;
      const data = new FormData(form.current);
      data.set('quantity', String(qty));
      void add(data);
    }

    const shownImage = image ?? variant?.feature_image ?? product.feature_image;
    const price = variant?.price ?? product.price;
    const regularPrice = variant ? variant.regular_price : product.regular_price;
    const category = product.categories[0];
    return (
      <div className="page product" data-product-id={product.ID}>
        <Breadcrumb
          trail={[
            ...(category ? [{ label: category.name, to: `/collections/${category.slug}` }] : []),
            { label: product.title, to: product.path },
          ]}
        />
        <div
          className={`product__layout${theme.layout.product_page.sticky_details ? ' product__layout--sticky' : ''}`}
        >
          <Gallery
            layout={theme.layout.product_page.gallery}
            images={product.gallery ?? []}
            current={shownImage}
            onSelect={setImage}
            title={product.title}
            overlay={
              <Suspense fallback={null}>
                <GalleryTags.Part card={merch.tags ?? undefined} />
              </Suspense>
            }
          />
          <div className="product__info">
            {settings.show_vendor && product.vendor && (
              <p className="vendor product__vendor" dir="auto">
                {product.vendor}
              </p>
            )}
            <h1 className="product__title" dir="auto">
              {product.title}
            </h1>
            {settings.show_rating && (
              <Rating
                rating={product.average_rating}
                count={product.review_count}
                href={product.review_status === 'open' ? `#${REVIEWS_ANCHOR}` : undefined}
              />
            )}
            <div className="product__price">
              <Price price={price} regularPrice={regularPrice} large />
              <Suspense fallback={null}>
                <PriceDetails.Part id={id} price={price} regularPrice={regularPrice} />
              </Suspense>
            </div>
            {variant && (
              <AfterHydration>
                <Suspense fallback={null}>
                  <ProductOffers
                    productId={product.ID}
                    variantId={variant.ID}
                    quantity={quantity}
                  />
                </Suspense>
              </AfterHydration>
            )}
            <form
              method="post"
              action={formAction}
              ref={form}
              className="product__form"
              onSubmit={(e) => {
                // Hydrated, the page adds itself; the form posts to the page's action only
                // without JavaScript. While an add runs (or the shopper is on the way to the
                // cart), the buttons are aria-disabled, so keyboard focus stays on them.
                e.preventDefault();
                void add(new FormData(e.currentTarget, e.nativeEvent.submitter));
              }}
            >
              <input type="hidden" name="product_id" value={product.ID} />
              <input type="hidden" name="variant_id" value={variant?.ID ?? ''} />
              <VariantSelector
                attrs={attrs}
                variants={product.variants ?? []}
                selection={selection}
                dropdownAfter={settings.variant_dropdown_after}
                onChange={(name, value) => {
                  setSelection((s) => ({ ...s, [name]: value }));
                  setImage(null);
                }}
              />
              {merch.sizeChart && (
                <Suspense fallback={null}>
                  <SizeChartLink.Part chart={merch.sizeChart} />
                </Suspense>
              )}
              {variant &&
                variant.buy_able &&
                variant.manage_stock &&
                variant.stock <= settings.low_stock_threshold && (
                  <p className="stock stock--low">
                    <FormattedMessage id="product.low_stock" values={{ stock: variant.stock }} />
                  </p>
                )}
              <div className="field">
                <label className="field__label" htmlFor="quantity">
                  <FormattedMessage id="product.quantity" />
                </label>
                <QuantityStepper
                  id="quantity"
                  name="quantity"
                  value={quantity}
                  max={maxQuantity}
                  onChange={setQuantity}
                  onEnter={submitWith}
                />
              </div>
              <button
                type="submit"
                className="button button--full button--large"
                disabled={!buyable}
                aria-disabled={Boolean(adding) || held || undefined}
                data-testid="add-to-cart"
              >
                {soldOut
                  ? intl.formatMessage({ id: 'product.sold_out' })
                  : !buyable
                    ? intl.formatMessage({ id: 'product.unavailable' })
                    : adding && !buyingNow
                      ? intl.formatMessage({ id: 'product.adding' })
                      : intl.formatMessage({ id: 'product.add_to_cart' })}
              </button>
              {buyable && (
                <button
                  type="submit"
                  name="intent"
                  value={BUY_NOW}
                  className="button button--secondary button--full button--large"
                  aria-disabled={Boolean(adding) || held || undefined}
                  data-testid="buy-now"
                >
                  <FormattedMessage id="product.buy_now" />
                </button>
              )}
              <p className="form-error" role="alert" data-testid="add-error">
                {message}
              </p>
            </form>
            <Suspense fallback={null}>
              <ProductExtras.Part product={product} buttons={merch.buttons} />
            </Suspense>
            {/* dir=auto: a description in the default language reads left to right on a
                right-to-left page (a field without translation falls back to it). */}
            <RichText
              className="product__description"
              dir="auto"
              html={product.description ?? ''}
            />
            {settings.show_sku && variant?.sku && (
              <p className="product__sku">
                <FormattedMessage id="product.sku" values={{ sku: variant.sku }} />
              </p>
            )}
          </div>
        </div>
      </div>
    );
  },
});
