import { useEffect, useState } from 'react';
import { ShopLink } from '../ShopLink.tsx';
import type { LastSale } from '../../../modules/social-proof/contract.ts';
import { useIntl } from '../../intl.tsx';
import { marketingApi } from '../../marketing-api.ts';
import { browserStorage, readEntry, writeEntry } from '../../state/expiring-entry.ts';
import { Image } from '../Image.tsx';
import {
  BETWEEN_SALES_MS,
  FIRST_SALE_MS,
  LAST_SALES_KEY,
  salesToShow,
  SALE_SHOWN_MS,
  soldAgo,
} from './last-sales.ts';
import './LastSalesNotice.css';

interface Kept {
  next: number;
  closed?: boolean;
}

/** The visit's notices (an expiring entry in session storage; none: from the first sale). */
function kept(): Kept {
  const storage = browserStorage('session');
  const value = storage && (readEntry(storage, LAST_SALES_KEY) as Kept | null);
  return { next: 0, ...value };
}
function keep(value: Kept) {
  const storage = browserStorage('session');
  if (storage) writeEntry(storage, LAST_SALES_KEY, value);
}

/**
 * The last sales notice (spec section 2, UI pieces): the shop's latest real paid sales, one at
 * a time at the window's lower start corner, a few a page; closed, it stays closed for the
 * visit. Not shown while a panel of the privacy notice or consent banner is up.
 */
export default function LastSalesNotice() {
  const intl = useIntl();
  const [sale, setSale] = useState<LastSale | null>(null);
  useEffect(() => {
    if (kept().closed) return;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, then: () => void) => timers.push(setTimeout(then, ms));
    marketingApi()
      .lastSales()
      .then((sales) => {
        if (!live || sales.length === 0) return;
        const start = kept().next;
        const shown = salesToShow(sales, start);
        const show = (i: number) => {
          if (i >= shown.length || kept().closed) return;
          if (!document.querySelector('.bottom-panel')) {
            setSale(shown[i]!);
            keep({ next: (start + i + 1) % sales.length });
          }
          later(SALE_SHOWN_MS, () => {
            setSale(null);
            later(BETWEEN_SALES_MS, () => show(i + 1));
          });
        };
        later(FIRST_SALE_MS, () => show(0));
      })
      .catch(() => {});
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, []);
  if (!sale) return null;
  const country =
    new Intl.DisplayNames([intl.locale], { type: 'region' }).of(sale.country) ?? sale.country;
  const [ago, unit] = soldAgo(sale.sold_at);
  const close = () => {
    keep({ ...kept(), closed: true });
    setSale(null);
  };
  return (
    <aside
      className="last-sale"
      aria-label={intl.formatMessage({ id: 'social_proof.last_sales' })}
      data-testid="last-sale"
    >
      <ShopLink to={sale.path} className="last-sale__link">
        <span className="last-sale__image">
          <Image src={sale.image} alt="" sizes="56px" width={56} height={56} />
        </span>
        <span className="last-sale__text">
          <span className="last-sale__who">
            {intl.formatMessage({ id: 'social_proof.someone_bought' }, { country })}
          </span>
          <strong className="last-sale__title" dir="auto">
            {sale.title}
          </strong>
          <span className="last-sale__when">
            {new Intl.RelativeTimeFormat(intl.locale, { numeric: 'auto' }).format(ago, unit)}
          </span>
        </span>
      </ShopLink>
      <button
        type="button"
        className="last-sale__close"
        aria-label={intl.formatMessage({ id: 'dialog.close' })}
        onClick={close}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
