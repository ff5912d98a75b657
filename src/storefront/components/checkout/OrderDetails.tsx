import type { OrderDto, TrackingDto } from '../../../modules/orders/contract.ts';
import { shippingMethodLabel } from '../../../modules/shipping/label.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { OrderSummary, type SummaryRow } from './OrderSummary.tsx';
import './order.css';
import { shipToLine } from './ship-to.ts';

/** An order's progress (spec section 4): the six steps, those reached marked done. */
export function OrderProgress({ progress }: Pick<OrderDto, 'progress'>) {
  return (
    <ol className="order-progress" data-testid="order-progress">
      {progress.map((p) => (
        <li key={p.step} className={p.done ? 'is-done' : undefined}>
          {p.label}
          {p.done && (
            <span className="visually-hidden">
              {' '}
              <FormattedMessage id="order.step_done" />
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A shipment as its carrier reports it: number, status, and the dated events. */
export function ShipmentTracking({ shipment: s }: { shipment: OrderDto['shipments'][number] }) {
  const intl = useIntl();
  return (
    <section className="checkout-review" aria-label={s.tracking_number}>
      <p>
        <span className="checkout-review__label">
          <FormattedMessage id="order.tracking_number" />
        </span>
        <span>
          {s.carrier} {s.tracking_number} · <strong>{s.status_label}</strong>
        </span>
      </p>
      {s.events.length > 0 && (
        <ul className="tracking-events">
          {s.events.map((e) => (
            <li key={`${e.at}${e.status}`}>
              <time dateTime={e.at}>
                {/* In the page's language, at the carrier's UTC time: the same on the server. */}
                {intl.formatDate(e.at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'UTC',
                })}
              </time>{' '}
              — {e.description} {e.location}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A parcel's progress as its tracking number alone shows it (spec section 4): the order's
 * fulfilment and progress, and the carrier's steps; the order's details need its e-mail.
 */
export function ParcelTracking({ tracking }: { tracking: TrackingDto }) {
  return (
    <div className="checkout-page__main" data-testid="parcel-tracking">
      <dl className="order-status checkout-review">
        <div>
          <dt className="checkout-review__label">
            <FormattedMessage id="order.fulfillment_status" />
          </dt>
          <dd data-testid="fulfillment-status">{tracking.fulfillment_status_label}</dd>
        </div>
      </dl>
      <OrderProgress progress={tracking.progress} />
      <ShipmentTracking shipment={tracking} />
      <p>
        <FormattedMessage id="track.details_hint" />
      </p>
    </div>
  );
}

/** An order's statuses and its summary, as the thank-you and tracking pages show them. */
export function OrderDetails({ order }: { order: OrderDto }) {
  const intl = useIntl();
  const rows: SummaryRow[] = [
    { key: 'subtotal', label: <FormattedMessage id="cart.subtotal" />, amount: order.subtotal },
    ...(order.discount_total > 0
      ? [
          {
            key: 'discount',
            label: <FormattedMessage id="checkout.discount" />,
            amount: order.discount_total,
            discount: true,
          },
        ]
      : []),
    {
      key: 'shipping',
      label: shippingMethodLabel(order.shipping_method, (id, values) =>
        intl.formatMessage({ id }, values),
      ),
      amount: order.shipping_total,
      ...(order.shipping_total === 0 ? { text: <FormattedMessage id="checkout.free" /> } : {}),
    },
    ...(order.shipping_insurance > 0
      ? [
          {
            key: 'insurance',
            label: <FormattedMessage id="checkout.insurance" />,
            amount: order.shipping_insurance,
          },
        ]
      : []),
    { key: 'tax', label: <FormattedMessage id="checkout.tax" />, amount: order.tax_total },
  ];
  const a = order.shipping_address;
  return (
    <div className="checkout-page__layout">
      <div className="checkout-page__main">
        <dl className="order-status checkout-review">
          <div>
            <dt className="checkout-review__label">
              <FormattedMessage id="order.payment_status" />
            </dt>
            <dd data-testid="financial-status">{order.financial_status_label}</dd>
          </div>
          <div>
            <dt className="checkout-review__label">
              <FormattedMessage id="order.fulfillment_status" />
            </dt>
            <dd data-testid="fulfillment-status">{order.fulfillment_status_label}</dd>
          </div>
          <div>
            <dt className="checkout-review__label">
              <FormattedMessage id="checkout.ship_to" />
            </dt>
            <dd>
              {`${a.first_name} ${a.last_name}, `}
              {shipToLine(a)}
            </dd>
          </div>
        </dl>
        <OrderProgress progress={order.progress} />
        {order.shipments.map((s) => (
          <ShipmentTracking key={s.tracking_number} shipment={s} />
        ))}
      </div>
      <div className="checkout-page__side">
        <OrderSummary
          lines={order.lines.map((l, i) => ({
            key: String(i),
            title: l.title,
            attrs: l.attrs,
            image: l.image,
            quantity: l.quantity,
            total: l.line_total,
          }))}
          rows={rows}
          total={order.total}
        />
      </div>
    </div>
  );
}
