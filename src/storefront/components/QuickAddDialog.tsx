import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import { maxQuantityOf } from '../../modules/cart/quantity-filter.ts';
import {
  initialVariant,
  selectionOf,
  selectionState,
  type Selection,
} from '../../modules/catalog/variant-selection.ts';
import { serverMessage } from '../api-client.ts';
import { loadCardProduct, type CardProduct } from '../state/card-products.ts';
import { useCart } from '../state/cart.tsx';
import { ADD_INTENT } from '../form-intents.ts';
import { Dialog } from './Dialog.tsx';
import { Image } from './Image.tsx';
import { Price } from './Price.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { VariantSelector } from './VariantSelector.tsx';
import './QuickAddDialog.css';

/**
 * The add-to-cart dialog of a card (spec section 2; buy button type popup): the product's full
 * data is read when it opens (the card full-data fetch), then the variant selector and quantity;
 * nothing reaches the cart until the shopper adds. In the Dialog shell: focus stays inside and
 * returns to the card's button; Escape or the backdrop close it.
 */
export default function QuickAddDialog({
  product,
  onClose,
}: {
  product: ProductDto;
  onClose(added: boolean): void;
}) {
  const intl = useIntl();
  const cart = useCart();
  const [full, setFull] = useState<CardProduct | null>(null);
  // Why the product's data could not be read: the server's message, if it gave one.
  const [failure, setFailure] = useState<{ message: string | undefined } | null>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    loadCardProduct(product).then(
      (loaded) => {
        if (!live) return;
        const start = initialVariant(loaded.variants_detail ?? []);
        setSelection(start ? selectionOf(start) : {});
        setFull(loaded);
      },
      (error: unknown) => live && setFailure({ message: serverMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [product]);

  const variants = full?.variants_detail ?? [];
  const { variant, buyable, soldOut } = selectionState(
    { buy_able: product.buy_able, variants },
    selection,
  );
  const max = variant ? Math.max(1, maxQuantityOf(variant)) : undefined;

  async function add() {
    if (!variant || !buyable || adding) return;
    setAdding(true);
    const result = await cart.change((api) =>
      api.addToCart({
        items: [{ product_id: product.ID, variant_id: variant.ID, quantity }],
        addType: ADD_INTENT.quickAdd,
      }),
    );
    setAdding(false);
    if (result.error) setError(result.error);
    else onClose(true);
  }

  return (
    <Dialog
      variant="sheet"
      title={product.title}
      closeLabel={intl.formatMessage({ id: 'cart.close' })}
      onClose={() => onClose(false)}
      className="quick-add"
      testId="quick-add"
    >
      <div className="quick-add__body">
        <div className="quick-add__media">
          <Image src={variant?.feature_image ?? product.feature_image} alt="" sizes="160px" eager />
        </div>
        <div className="quick-add__info">
          <Price
            price={variant?.price ?? product.price}
            regularPrice={variant ? variant.regular_price : product.regular_price}
          />
          {!full && !failure && (
            <p role="status">
              <FormattedMessage id="card.loading" />
            </p>
          )}
          {failure && (
            <p className="form-error" role="alert" data-testid="quick-add-failed">
              {failure.message ?? <FormattedMessage id="page_error.timeout" />}
            </p>
          )}
        </div>
      </div>
      {full && (
        <form
          className="quick-add__form"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <VariantSelector
            attrs={(full.variant_attrs ?? []).filter((a) => !a.special_native_name)}
            variants={variants}
            selection={selection}
            idPrefix="quick"
            onChange={(name, value) => setSelection((s) => ({ ...s, [name]: value }))}
          />
          <div className="field">
            <label className="field__label" htmlFor="quick-quantity">
              <FormattedMessage id="product.quantity" />
            </label>
            <QuantityStepper
              id="quick-quantity"
              value={quantity}
              max={max}
              onChange={setQuantity}
              onEnter={() => void add()}
            />
          </div>
          <button
            type="submit"
            className="button button--full"
            disabled={!buyable}
            aria-disabled={adding || undefined}
            data-testid="quick-add-submit"
          >
            {soldOut
              ? intl.formatMessage({ id: 'product.sold_out' })
              : !buyable
                ? intl.formatMessage({ id: 'product.unavailable' })
                : adding
                  ? intl.formatMessage({ id: 'product.adding' })
                  : intl.formatMessage({ id: 'product.add_to_cart' })}
          </button>
          <p className="form-error" role="alert">
            {error}
          </p>
        </form>
      )}
    </Dialog>
  );
}
