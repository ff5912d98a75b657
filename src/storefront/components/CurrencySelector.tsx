import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { CURRENCY_FLAGS, SELECTOR_CURRENCIES } from '../../modules/currency/format.ts';
import { PRICETYPE_KEY, useCurrency } from '../state/currency.tsx';
import { browserStorage, readEntry } from '../state/expiring-entry.ts';
import { useShop } from '../state/shop.tsx';
import './CurrencySelector.css';

/** A currency's flag (decorative: the code beside it says the same). */
function Flag({ currency }: { currency: string }) {
  const region = CURRENCY_FLAGS[currency];
  return region ? (
    <img className="currency__flag" src={`/flags/${region}.svg`} alt="" width={21} height={14} />
  ) : null;
}

/**
 * The currency list popup (spec section 2, UI pieces): Auto and the flag currencies of spec
 * section 9 that have a rate. Choosing one re-prices the whole page at once, with no reload.
 * In the header it opens below its button; in the footer (`place="footer"`), above it.
 */
export function CurrencySelector({ place = 'header' }: { place?: 'header' | 'footer' }) {
  const intl = useIntl();
  const id = useId();
  const { currency, available, choose } = useCurrency();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // The theme's list when it has one, else the flag currencies (spec section 9); those with a rate.
  const { defaullt_currencyList: list } = useShop().theme.settings;
  const options = (list.length ? list : SELECTOR_CURRENCIES).filter((c) => available.includes(c));
  const storage = browserStorage('local');
  const autoChosen = !storage || readEntry(storage, PRICETYPE_KEY) === null;

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const pick = (value: string) => {
    choose(value);
    setOpen(false);
  };

  return (
    <div className={`currency currency--${place}`} ref={root}>
      <button
        type="button"
        className="currency__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={intl.formatMessage({ id: 'currency.choose' }, { currency })}
        onClick={() => setOpen((o) => !o)}
        data-testid={place === 'header' ? 'currency-toggle' : 'footer-currency-toggle'}
      >
        <Flag currency={currency} /> {currency}
      </button>
      {open && (
        <div
          className="currency__popup"
          id={`${id}-list`}
          role="radiogroup"
          aria-label={intl.formatMessage({ id: 'currency.label' })}
        >
          <button
            type="button"
            role="radio"
            aria-checked={autoChosen}
            className="currency__option"
            onClick={() => pick('auto')}
          >
            <FormattedMessage id="currency.auto" />
          </button>
          {options.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={!autoChosen && c === currency}
              className="currency__option"
              onClick={() => pick(c)}
              data-testid={`currency-${c}`}
            >
              <Flag currency={c} /> {c}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The currency selector beside a cart's sums, where the theme places one (spec section 3,
 * show_currency_selector: cart_display in the cart, check_display at checkout).
 */
export function SummaryCurrency({ place }: { place: 'cart_display' | 'check_display' }) {
  const { show_currency_selector: where } = useShop().theme.settings;
  if (!where[place]) return null;
  return (
    <div className="summary-row summary-row--currency" data-testid="summary-currency">
      <FormattedMessage id="currency.label" />
      <CurrencySelector />
    </div>
  );
}
