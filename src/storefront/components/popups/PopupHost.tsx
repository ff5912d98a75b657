import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ShownPopup } from '../../../modules/popups/contract.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { marketingApi } from '../../marketing-api.ts';
import { useCart } from '../../state/cart.tsx';
import { browserStorage } from '../../state/expiring-entry.ts';
import { shopMessages } from '../../state/shop-messages.ts';
import { Dialog } from '../Dialog.tsx';
import { SubscribeForm } from '../newsletter/SubscribeForm.tsx';
import { markSeen, pageKind, popupFor, type SeenStorages } from './popups.ts';
import './PopupHost.css';

const storages = (): SeenStorages => ({
  local: browserStorage('local'),
  session: browserStorage('session'),
});

/** Whether another dialog or the privacy notice's panel is up: a popup then waits its turn. */
const busy = () => document.querySelector('dialog[open], .bottom-panel') !== null;

/**
 * The marketing popups (spec section 7, popups): on each page, the first popup for its kind of
 * page the shopper has not seen within its days opens when its trigger fires (seconds after
 * the page, the pointer leaving the window at the top, or scrolling so far down), never over
 * another dialog or the privacy notice, and at most one a page.
 */
export default function PopupHost() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<ShownPopup | null>(null);
  useEffect(() => {
    let live = true;
    const ends: (() => void)[] = [];
    marketingApi()
      .popups()
      .then((list) => {
        const popup = live ? popupFor(list, pageKind(pathname), storages()) : null;
        if (!popup) return;
        const show = () => {
          if (!live || busy()) return;
          ends.forEach((end) => end());
          markSeen(popup, storages());
          setOpen(popup);
        };
        if (popup.trigger === 'delay') {
          const timer = setTimeout(show, popup.delay_seconds * 1000);
          ends.push(() => clearTimeout(timer));
        } else if (popup.trigger === 'exit_intent') {
          // The pointer leaves the page over its top edge (towards the tabs or the address).
          const leave = (e: MouseEvent) => {
            if (!e.relatedTarget && e.clientY <= 0) show();
          };
          document.addEventListener('mouseout', leave);
          ends.push(() => document.removeEventListener('mouseout', leave));
        } else {
          const scrolled = () => {
            const { scrollHeight } = document.documentElement;
            const seenTo = window.scrollY + window.innerHeight;
            if (seenTo >= (scrollHeight * popup.scroll_percent) / 100) show();
          };
          window.addEventListener('scroll', scrolled, { passive: true });
          ends.push(() => window.removeEventListener('scroll', scrolled));
        }
      })
      .catch(() => {});
    return () => {
      live = false;
      ends.forEach((end) => end());
      setOpen(null);
    };
  }, [pathname]);
  if (!open) return null;
  return <PopupDialog popup={open} onClose={() => setOpen(null)} />;
}

function PopupDialog({ popup, onClose }: { popup: ShownPopup; onClose(): void }) {
  const intl = useIntl();
  const { change } = useCart();
  const [applying, setApplying] = useState(false);
  const code = popup.coupon_code;
  const copy = () =>
    code &&
    navigator.clipboard
      ?.writeText(code)
      .then(() => shopMessages.tell('success', intl.formatMessage({ id: 'rewards.copied' })))
      .catch(() => {});
  const apply = async () => {
    if (!code) return;
    setApplying(true);
    const result = await change((api) => api.applyCoupon(code));
    setApplying(false);
    shopMessages.tell(
      result.error ? 'error' : 'success',
      result.error ?? intl.formatMessage({ id: 'rewards.applied' }),
    );
    if (!result.error) onClose();
  };
  return (
    <Dialog
      variant="modal"
      title={popup.title}
      onClose={onClose}
      className="popup"
      testId="popup"
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
    >
      {popup.body && (
        <p className="popup__body" dir="auto">
          {popup.body}
        </p>
      )}
      {popup.kind === 'coupon' && code && (
        <div className="popup__coupon">
          <p className="popup__code" data-testid="popup-code">
            {code}
          </p>
          <div className="popup__actions">
            <button
              type="button"
              className="button"
              disabled={applying}
              data-autofocus
              onClick={() => void apply()}
            >
              <FormattedMessage id="rewards.apply" />
            </button>
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              <FormattedMessage id="rewards.copy" />
            </button>
          </div>
        </div>
      )}
      {popup.kind === 'newsletter' && <SubscribeForm code={`popup-${popup.key}`} compact />}
    </Dialog>
  );
}
