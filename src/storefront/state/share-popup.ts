import { SHARE_POLL_MS } from '../../modules/merchandising/share.ts';

/** What the share popup needs of the browser: a way to open a window. */
export interface PopupHost {
  open(url: string, target: string, features?: string): Pick<Window, 'closed' | 'opener'> | null;
}

/**
 * Opens a network's share popup and checks every 500 ms whether the shopper closed it (spec
 * section 9), telling `onClosed` once, at the first check after it closed; the checks stop
 * then. Answers a function that stops them (the page leaves first), or null when the browser
 * blocked the popup: then the share opens in a tab of its own and nothing is polled.
 */
export function openSharePopup(
  url: string,
  target: string,
  features: string,
  onClosed: () => void,
  host: PopupHost = window,
): (() => void) | null {
  const popup = host.open(url, target, features);
  if (!popup) {
    host.open(url, '_blank', 'noopener');
    return null;
  }
  popup.opener = null;
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    onClosed();
  }, SHARE_POLL_MS);
  return () => clearInterval(timer);
}
