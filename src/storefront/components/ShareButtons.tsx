import { useEffect, useRef, useState } from 'react';
import type { OfferedIncentive } from '../../modules/incentives/contract.ts';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { marketingApi } from '../marketing-api.ts';
import { loggedIn } from '../state/login.ts';
import {
  SHARE_NETWORKS,
  opensAsLink,
  sharePopupGeometry,
  shareUrl,
  type ShareConfig,
  type ShareNetwork,
} from '../../modules/merchandising/share.ts';
import './ShareButtons.css';
import { tell } from '../state/shop-events.ts';
import { openSharePopup } from '../state/share-popup.ts';

/** Two letters that stand for a network on its round mark. */
const mark = (n: ShareNetwork) =>
  n.name
    .replace(/\(.*\)/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

/**
 * Share buttons for a page (spec section 3, Share-network config): email and SMS as links, the
 * other networks in a 626x436 popup centred over the window whose closure is checked every
 * 500 ms (spec section 9); what happens is said in a polite live region. No third-party script.
 * With a share incentive running (spec section 7, incentives/share), the buttons say what
 * sharing gives (a visitor: log in for it), and a customer's share closed gives their code.
 */
export default function ShareButtons({
  share,
  productId,
}: {
  share: ShareConfig;
  productId: number;
}) {
  const intl = useIntl();
  const [said, setSaid] = useState('');
  // The networks' list is drawn when the shopper opens it: closed, its 30-odd marks and names
  // (120 elements) are work for the phone's main thread that nobody sees.
  const [open, setOpen] = useState(false);
  const [incentive, setIncentive] = useState<OfferedIncentive | null>(null);
  const [code, setCode] = useState<string | null>(null);
  // Stops checking the open popup: a new share, or the page going, ends the checks.
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);
  const api = marketingApi();
  useEffect(() => {
    let live = true;
    api
      .incentives()
      .then((all) => {
        const offered = all.find((i) => i.action === 'share');
        if (!live || !offered) return;
        setIncentive(offered);
        setCode(offered.code);
      })
      .catch(() => {});
    return () => void (live = false);
  }, [api]);

  /** A customer's share is done: their code of the share incentive, once it runs. */
  function shared(network: ShareNetwork) {
    if (!incentive || !loggedIn()) return;
    api
      .shareIncentive({ product_id: productId, network: network.id })
      .then((granted) => setCode(granted.code))
      .catch(() => {});
  }

  function openPopup(network: ShareNetwork, button: HTMLButtonElement) {
    const url = shareUrl(network, share);
    const geometry = sharePopupGeometry({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    tell('share', { method: network.id, item_id: String(productId), content_type: 'product' });
    stopWatching.current?.();
    stopWatching.current = openSharePopup(url, `share_${network.id}`, geometry.features, () => {
      stopWatching.current = null;
      setSaid(intl.formatMessage({ id: 'merch.share_closed' }));
      button.focus();
      shared(network);
    });
    if (stopWatching.current) {
      setSaid(intl.formatMessage({ id: 'merch.share_opened' }, { network: network.name }));
    }
  }

  return (
    <details
      className="merch-share"
      data-testid="share"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="merch-share__summary">
        <FormattedMessage id="merch.share" />
      </summary>
      {incentive && (
        <p className="merch-share__incentive" data-testid="share-incentive" role="status">
          {code
            ? intl.formatMessage({ id: 'incentives.share_thanks' }, { code })
            : intl.formatMessage(
                { id: loggedIn() ? 'incentives.share_offer' : 'incentives.share_login' },
                { title: incentive.title },
              )}
        </p>
      )}
      {open && (
        <ul className="merch-share__list">
          {SHARE_NETWORKS.map((n) => {
            const label = intl.formatMessage({ id: 'merch.share_on' }, { network: n.name });
            const inner = (
              <>
                <span
                  className="merch-share__mark"
                  style={{ background: n.color }}
                  aria-hidden="true"
                >
                  {mark(n)}
                </span>
                <span className="merch-share__name">{n.name}</span>
              </>
            );
            return (
              <li key={n.id}>
                {opensAsLink(n) ? (
                  <a
                    className="merch-share__item"
                    href={shareUrl(n, share)}
                    aria-label={label}
                    data-network={n.id}
                    onClick={() => shared(n)}
                  >
                    {inner}
                  </a>
                ) : (
                  <button
                    type="button"
                    className="merch-share__item"
                    aria-label={label}
                    data-network={n.id}
                    onClick={(e) => openPopup(n, e.currentTarget)}
                  >
                    {inner}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </details>
  );
}
