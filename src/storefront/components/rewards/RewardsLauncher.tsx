import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from '../../intl.tsx';
import { loadChunk } from '../../chunk-load.ts';
import { useFollowScroll } from '../use-follow-scroll.ts';
import './RewardsLauncher.css';

const RewardsPanel = lazy(() => loadChunk(() => import('./RewardsPanel.tsx')));

/**
 * The rewards launcher (spec section 2, UI pieces): a button at the window's lower start corner
 * that opens the rewards panel, whose code and data load when it is first opened. On a phone it
 * steps aside while the shopper scrolls down (as the header does), so that it never sits on
 * what they are reading, such as the cart's total, and comes back on the way up.
 */
export default function RewardsLauncher() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useFollowScroll(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="rewards-launcher"
        data-testid="rewards-launcher"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <span className="rewards-launcher__label">
          {intl.formatMessage({ id: 'rewards.title' })}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <RewardsPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
