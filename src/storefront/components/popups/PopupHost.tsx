import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ShownPopup } from '../../../modules/popups/contract.ts';
import { useIntl } from '../../intl.tsx';
import { marketingApi } from '../../marketing-api.ts';
import { browserStorage } from '../../state/expiring-entry.ts';
import { CouponActions } from '../CouponActions.tsx';
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
  const code = popup.coupon_code;
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
          <CouponActions code={code} className="popup__actions" onApplied={onClose} />
        </div>
      )}
      {popup.kind === 'newsletter' && <SubscribeForm code={`popup-${popup.key}`} compact />}
    </Dialog>
  );
}
