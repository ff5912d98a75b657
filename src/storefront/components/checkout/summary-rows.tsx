import type { CheckoutDto } from '../../../modules/checkout/contract.ts';
import { shippingMethodLabel } from '../../../modules/shipping/label.ts';
import { type SummaryRow } from './OrderSummary.tsx';
import { FormattedMessage, type useIntl } from '../../intl.tsx';

/** The summary's sums from the checkout, as the server priced them. */
export function summaryRows(
  checkout: CheckoutDto,
  intl: ReturnType<typeof useIntl>,
  moneyText: (text: string) => string,
): SummaryRow[] {
  const cart = checkout.cart;
  const rows: SummaryRow[] = [
    { key: 'subtotal', label: <FormattedMessage id="cart.subtotal" />, amount: cart.cart_subtotal },
    ...cart.discounts
      .filter((d) => d.amount > 0)
      .map((d) => ({
        key: `d${d.id}`,
        label: moneyText(d.checkout_text ?? d.title),
        amount: d.amount,
        discount: true,
      })),
    ...cart.coupon_record
      .filter((c) => c.applied && c.amount > 0)
      .map((c) => ({ key: `c${c.code}`, label: c.code, amount: c.amount, discount: true })),
    {
      key: 'shipping',
      label: checkout.shipping_method ? (
        shippingMethodLabel(checkout.shipping_method, (id, values) =>
          intl.formatMessage({ id }, values),
        )
      ) : (
        <FormattedMessage id="checkout.shipping" />
      ),
      amount: checkout.shipping_method ? checkout.shipping_total : null,
      ...(checkout.shipping_method
        ? checkout.shipping_total === 0
          ? { text: <FormattedMessage id="checkout.free" /> }
          : {}
        : { text: <FormattedMessage id="checkout.next_step" /> }),
    },
  ];
  if (checkout.insurance && checkout.shipping_insurance !== null) {
    rows.push({
      key: 'insurance',
      label: <FormattedMessage id="checkout.insurance" />,
      amount: checkout.shipping_insurance,
    });
  }
  rows.push({
    key: 'tax',
    label: <FormattedMessage id="checkout.tax" />,
    amount: checkout.tax_total,
  });
  return rows;
}
