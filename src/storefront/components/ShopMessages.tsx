import { useSyncExternalStore } from 'react';
import { useIntl } from '../intl.tsx';
import { shopMessages, type ShopMessage } from '../state/shop-messages.ts';
import './ShopMessages.css';

const NONE: readonly ShopMessage[] = [];

function Message({ message }: { message: ShopMessage }) {
  const intl = useIntl();
  return (
    <li className={`shop-message shop-message--${message.kind}`} data-kind={message.kind}>
      <span className="shop-message__text">
        {message.id ? intl.formatMessage({ id: message.id }) : message.text}
      </span>
      <button
        type="button"
        className="shop-message__close"
        aria-label={intl.formatMessage({ id: 'cart.close_notice' })}
        onClick={() => shopMessages.close(message.key)}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The shop-wide message area (spec section 8, Transport and notices): what the store API's
 * answers say, on any page. Errors are read out at once (an alert region); warnings and
 * success messages politely (a status region). Both regions are in the page from the first
 * render, empty, so that what comes into them later is announced.
 */
export function ShopMessages() {
  const intl = useIntl();
  const messages = useSyncExternalStore(shopMessages.subscribe, shopMessages.messages, () => NONE);
  const errors = messages.filter((m) => m.kind === 'error');
  const others = messages.filter((m) => m.kind !== 'error');
  return (
    <section
      className="shop-messages"
      aria-label={intl.formatMessage({ id: 'messages.label' })}
      data-testid="shop-messages"
    >
      <div role="alert">
        <ul className="shop-messages__list">
          {errors.map((m) => (
            <Message key={m.key} message={m} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className="shop-messages__list">
          {others.map((m) => (
            <Message key={m.key} message={m} />
          ))}
        </ul>
      </div>
    </section>
  );
}
