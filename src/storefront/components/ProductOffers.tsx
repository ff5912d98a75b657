import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { OfferDto, StyleConfig } from '../../modules/discounts/contract.ts';
import type { OfferQuery } from '../api-client.ts';
import { storeApi } from '../state/api.ts';
import { oncePerVisit } from '../state/session-cache.ts';
import { useMoney, useMoneyText } from './Price.tsx';
import './ProductOffers.css';

// Answers are kept for the visit: going back to a variant or quantity asks nothing again
// (spec section 7, Discount: the product-discount call is cached).
const offersCache = new Map<string, Promise<OfferDto[]>>();
let inFlight: { key: string; controller: AbortController } | undefined;
let styleConfig: Promise<StyleConfig> | undefined;

/**
 * The discounts of a variant and quantity (discount/product_discount), from the cache or the
 * API. A new question aborts the earlier one still in flight (spec section 7, Discount).
 */
function askOffers(key: string, query: OfferQuery): Promise<OfferDto[]> {
  const cached = offersCache.get(key);
  if (cached) return cached;
  if (inFlight && inFlight.key !== key) {
    inFlight.controller.abort();
    offersCache.delete(inFlight.key);
  }
  const controller = new AbortController();
  const asked = storeApi().productDiscounts(query, controller.signal);
  inFlight = { key, controller };
  offersCache.set(key, asked);
  asked.then(
    () => inFlight?.controller === controller && (inFlight = undefined),
    // A failed or aborted answer is not kept: the next time asks again.
    () => offersCache.get(key) === asked && offersCache.delete(key),
  );
  return asked;
}

/** The discounts of the chosen variant and quantity, as they arrive. */
function useOffers(query: OfferQuery): OfferDto[] {
  const key = `${query.product_id}:${query.variant_id}:${query.quantity ?? 1}`;
  const [shown, setShown] = useState<{ key: string; offers: OfferDto[] }>({ key: '', offers: [] });
  useEffect(() => {
    let live = true;
    askOffers(key, query).then(
      (offers) => live && setShown({ key, offers }),
      () => {},
    );
    return () => {
      live = false;
    };
    // The key names the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return shown.key === key ? shown.offers : [];
}

/** How discount messages look, asked once per visit (discount/style_config). */
function useStyleConfig(): StyleConfig | null {
  const [style, setStyle] = useState<StyleConfig | null>(null);
  useEffect(() => {
    styleConfig ??= oncePerVisit('vitrine:discount-style', () => storeApi().discountStyle());
    styleConfig.then(setStyle, () => (styleConfig = undefined));
  }, []);
  return style;
}

/** The coupon codes shown on a product's page (code_display), each with a copy button. */
function DisplayedCodes({ productId }: { productId: number }) {
  const intl = useIntl();
  const moneyText = useMoneyText();
  const [codes, setCodes] = useState<OfferDto[]>([]);
  const [copied, setCopied] = useState('');
  useEffect(() => {
    let live = true;
    storeApi()
      .displayedCodes(productId)
      .then((c) => live && setCodes(c))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [productId]);
  return codes.map((c) => (
    <p key={c.id} className="offer offer--code" data-testid="displayed-code">
      <span>
        <FormattedMessage
          id="product.code_display"
          values={{
            code: <code className="coupon-code">{c.code}</code>,
            title: moneyText(c.message),
          }}
        />
      </span>
      <button
        type="button"
        className="offer__copy"
        aria-label={intl.formatMessage({ id: 'product.copy_code_label' }, { code: c.code })}
        onClick={() =>
          void navigator.clipboard?.writeText(c.code!).then(
            () => setCopied(c.code!),
            () => {},
          )
        }
      >
        {copied === c.code ? (
          <FormattedMessage id="product.copied" />
        ) : (
          <FormattedMessage id="product.copy_code" />
        )}
      </button>
    </p>
  ));
}

/**
 * The product page's discount messages (spec section 3, Discount: show_message and the product
 * texts): what the chosen quantity saves, and what more would earn (the discount-not-enough
 * message); then the codes to copy. Loaded after first paint.
 */
export default function ProductOffers({
  productId,
  variantId,
  quantity,
}: {
  productId: number;
  variantId: number;
  quantity: number;
}) {
  const money = useMoney();
  const moneyText = useMoneyText();
  const style = useStyleConfig();
  const offers = useOffers({ product_id: productId, variant_id: variantId, quantity });
  const show = style?.show_message !== false;
  return (
    <div
      className="offers"
      aria-live="polite"
      // The merchant's colours where set; else the theme's offer colours (the stylesheet's).
      style={{
        ...(style?.text_color ? { color: style.text_color } : {}),
        ...(style?.background_color ? { backgroundColor: style.background_color } : {}),
      }}
    >
      {show &&
        offers.map((o) => (
          <p key={o.id} className="offer" data-testid="product-offer">
            {o.saving ? (
              <FormattedMessage
                id="product.offer_saving"
                values={{ title: <bdi>{moneyText(o.message)}</bdi>, amount: money(o.saving) }}
              />
            ) : o.missing_quantity ? (
              <FormattedMessage
                id="cart.hint.quantity"
                values={{ title: moneyText(o.message), count: o.missing_quantity }}
              />
            ) : o.missing_amount ? (
              <FormattedMessage
                id="cart.hint.amount"
                values={{ title: moneyText(o.message), amount: money(o.missing_amount) }}
              />
            ) : (
              moneyText(o.message)
            )}
            {o.saving && o.missing_quantity ? (
              <>
                {' '}
                <FormattedMessage
                  id="cart.hint.quantity"
                  values={{ title: moneyText(o.message), count: o.missing_quantity }}
                />
              </>
            ) : null}
          </p>
        ))}
      <DisplayedCodes productId={productId} />
    </div>
  );
}
