import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { ProductDto } from '../../modules/catalog/types.ts';
import {
  initialVariant,
  selectionOf,
  selectionState,
  type Selection,
} from '../../modules/catalog/variant-selection.ts';
import type { ApiError } from '../api-client.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { Price } from '../components/Price.tsx';
import { QuantityStepper } from '../components/QuantityStepper.tsx';
import { Rating } from '../components/Rating.tsx';
import { VariantSelector } from '../components/VariantSelector.tsx';
import { useCart } from '../state/cart.tsx';
import { useShop } from '../state/shop.tsx';

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

/** The product page: gallery, price, variant choice, quantity and add to cart. */
export function Component() {
  const { product } = useLoaderData() as { product: ProductDto };
  const [params, setParams] = useSearchParams();
  const variantParam = params.get('variant');
  const intl = useIntl();
  const navigate = useNavigate();
  const { theme } = useShop();
  const cart = useCart();
  const [selection, setSelection] = useState(() => startingSelection(product, variantParam));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);

  // A new product (client navigation) starts its own selection.
  const [shownId, setShownId] = useState(product.ID);
  if (shownId !== product.ID) {
    setShownId(product.ID);
    setSelection(startingSelection(product, variantParam));
    setQuantity(1);
    setImage(null);
    setMessage(null);
  }

  const { variant, buyable, soldOut } = selectionState(product, selection);
  const variantAttrs = useMemo(
    () => (product.variant_attrs ?? []).filter((a) => !a.special_native_name),
    [product],
  );
  const specialAttrs = useMemo(
    () => (product.variant_attrs ?? []).filter((a) => a.special_native_name),
    [product],
  );

  // Keep ?variant= in step with the selection (spec section 2, Other URL facts).
  useEffect(() => {
    if (variant && variantParam !== String(variant.ID)) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('variant', String(variant.ID));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [variant, variantParam, setParams]);

  const shownImage = image ?? variant?.feature_image ?? product.feature_image;
  const price = variant?.price ?? product.price;
  const regularPrice = variant ? variant.regular_price : product.regular_price;

  async function addToCart(qty = quantity) {
    if (!buyable || adding) return;
    setAdding(true);
    setMessage(null);
    try {
      const properties = Object.fromEntries(
        specialAttrs.map((a) => [a.name, selection[a.name] ?? '']),
      );
      await cart.add([
        {
          product_id: product.ID,
          variant_id: variant?.ID ?? 0,
          quantity: qty,
          ...(specialAttrs.length ? { properties } : {}),
        },
      ]);
      const { cart_type, add_to_cart, header_hide_cart_icon } = theme.settings;
      if (cart_type === 'drawer' || (cart_type === 'popup' && !header_hide_cart_icon)) {
        cart.setDrawerOpen(true);
      } else if (add_to_cart !== 'no') {
        navigate('/cart');
      }
    } catch (error) {
      setMessage((error as ApiError).message);
    } finally {
      setAdding(false);
    }
  }

  const category = product.categories[0];
  return (
    <div className="page product">
      <Breadcrumb
        trail={[
          ...(category ? [{ label: category.name, to: `/collections/${category.slug}` }] : []),
          { label: product.title },
        ]}
      />
      <div className="product__layout">
        <Gallery
          images={product.gallery ?? []}
          current={shownImage}
          onSelect={setImage}
          title={product.title}
        />
        <div className="product__info">
          {product.vendor && <p className="product__vendor">{product.vendor}</p>}
          <h1 className="product__title">{product.title}</h1>
          <Rating rating={product.average_rating} count={product.review_count} />
          <Price price={price} regularPrice={regularPrice} large />
          <VariantSelector
            attrs={[...variantAttrs, ...specialAttrs]}
            variants={product.variants ?? []}
            selection={selection}
            onChange={(name, value) => {
              setSelection((s) => ({ ...s, [name]: value }));
              setImage(null);
              setMessage(null);
            }}
          />
          {variant && variant.buy_able && variant.manage_stock && variant.stock <= 5 && (
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
              value={quantity}
              onChange={setQuantity}
              onEnter={(q) => addToCart(q)}
            />
          </div>
          <button
            type="button"
            className="button button--full button--large"
            disabled={!buyable || adding}
            onClick={() => addToCart()}
            data-testid="add-to-cart"
          >
            {soldOut
              ? intl.formatMessage({ id: 'product.sold_out' })
              : !buyable
                ? intl.formatMessage({ id: 'product.unavailable' })
                : adding
                  ? intl.formatMessage({ id: 'product.adding' })
                  : intl.formatMessage({ id: 'product.add_to_cart' })}
          </button>
          {message && (
            <p className="form-error" role="alert">
              {message}
            </p>
          )}
          <div
            className="product__description"
            dangerouslySetInnerHTML={{ __html: product.description ?? '' }}
          />
          {variant?.sku && (
            <p className="product__sku">
              <FormattedMessage id="product.sku" values={{ sku: variant.sku }} />
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
