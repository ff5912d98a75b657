import type { CSSProperties } from 'react';
import { useIntl } from '../intl.tsx';
import type { ButtonDto } from '../../modules/merchandising/contract.ts';
import { storeApi } from '../state/api.ts';
import './CustomButtons.css';

/**
 * A product's buttons to external marketplaces, under add to cart (spec section 3, Custom
 * button): each opens its address in a new tab, and the click is counted (click_button; a
 * failure to count is ignored, spec section 7).
 */
export function CustomButtons({ buttons }: { buttons: ButtonDto[] }) {
  const intl = useIntl();
  if (buttons.length === 0) return null;
  return (
    <div
      className="merch-buttons"
      role="group"
      aria-label={intl.formatMessage({ id: 'merch.buy_elsewhere' })}
    >
      {buttons.map((b) => (
        <a
          key={b.id}
          href={b.button_url}
          target="_blank"
          rel="noopener"
          className={`merch-button merch-button--${b.button_style}`}
          style={{ '--mb-color': b.text_color, '--mb-bg': b.background_color } as CSSProperties}
          data-testid="custom-button"
          data-type={b.button_type}
          onClick={() => {
            storeApi()
              .clickButton({ product_id: b.product_id, button_type: b.button_type })
              .catch(() => {});
          }}
        >
          {b.button_text}
          <span className="visually-hidden"> {intl.formatMessage({ id: 'merch.new_tab' })}</span>
        </a>
      ))}
    </div>
  );
}
