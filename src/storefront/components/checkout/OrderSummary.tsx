import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { Image } from '../Image.tsx';
import { useMoney } from '../Price.tsx';
import '../CartSummary.css';
import './checkout.css';
import './order.css';

/** A line of the order summary: what, which options, how many, for how much in all. */
export interface SummaryLine {
  key: string;
  title: string;
  attrs: { name: string; value: string }[];
  image: string | null;
  quantity: number;
  total: number;
}

/** A row of the order summary's sums; `discount` rows show as reductions. */
export interface SummaryRow {
  key: string;
  label: ReactNode;
  amount: number | null;
  discount?: boolean;
  /** Text instead of an amount ("Free", "Calculated at the next step"). */
  text?: ReactNode;
}

function SummaryBody({
  lines,
  rows,
  total,
}: {
  lines: SummaryLine[];
  rows: SummaryRow[];
  total: number;
}) {
  const money = useMoney();
  return (
    <>
      <ul className="order-summary__lines">
        {lines.map((line) => (
          <li key={line.key} className="order-summary__line">
            <span className="order-summary__thumb">
              <Image src={line.image} alt="" sizes="64px" width={64} height={64} />
              <span className="order-summary__qty" aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className="order-summary__what">
              <span className="order-summary__title" dir="auto">
                {line.title}
              </span>
              {line.attrs.length > 0 && (
                <span className="order-summary__attrs">
                  {line.attrs.map((a) => a.value).join(' / ')}
                </span>
              )}
              <span className="visually-hidden">
                <FormattedMessage
                  id="checkout.summary.quantity"
                  values={{ count: line.quantity }}
                />
              </span>
            </span>
            <span className="order-summary__amount">
              <bdi dir="ltr">{money(line.total)}</bdi>
            </span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__sums">
        {rows.map((row) => (
          <div
            key={row.key}
            className={`summary-row${row.discount ? ' summary-row--discount' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd>
              {row.text ??
                (row.amount === null ? (
                  ''
                ) : (
                  <bdi dir="ltr">{`${row.discount ? '−' : ''}${money(row.amount)}`}</bdi>
                ))}
            </dd>
          </div>
        ))}
        <div className="summary-row summary-row--total">
          <dt>
            <FormattedMessage id="cart.total" />
          </dt>
          <dd data-testid="checkout-total">
            <bdi dir="ltr">{money(total)}</bdi>
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The order summary beside checkout and on the thank-you page: lines, sums and the total, as
 * the server priced them. On a phone it folds above the form (a disclosure that works without
 * JavaScript); on a wider screen it stands beside it.
 */
export function OrderSummary(props: { lines: SummaryLine[]; rows: SummaryRow[]; total: number }) {
  const money = useMoney();
  const intl = useIntl();
  return (
    <>
      <details className="order-summary order-summary--folded">
        <summary>
          <span>{intl.formatMessage({ id: 'checkout.summary.show' })}</span>
          <strong>
            <bdi dir="ltr">{money(props.total)}</bdi>
          </strong>
        </summary>
        <SummaryBody {...props} />
      </details>
      <aside className="order-summary order-summary--side" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="order-summary__heading">
          <FormattedMessage id="checkout.summary.title" />
        </h2>
        <SummaryBody {...props} />
      </aside>
    </>
  );
}
