import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { localStore } from '../state/local-store.ts';
import { DAY_MS } from '../state/expiring-entry.ts';
import { ShopLink } from './ShopLink.tsx';
import './PrivacyNotice.css';

/** Where the browser keeps that the shopper accepted the privacy notice. */
export const PRIVACY_NOTICE_KEY = 'privacy_notice';

/** The notice is asked again a year after it was accepted. */
const accepted = localStore(PRIVACY_NOTICE_KEY, 365 * DAY_MS);

/**
 * The privacy policy notice (spec section 2, UI pieces: privacy policy): on a first visit, a bar
 * over the bottom of the page with the policy's link; accepted, it is gone and stays gone (kept
 * in local storage). It is drawn after hydration, over the page: nothing moves when it comes.
 */
export default function PrivacyNotice({ policyPath }: { policyPath: string }) {
  const intl = useIntl();
  const answer = useSyncExternalStore(accepted.subscribe, accepted.read, () => 'server');
  if (answer !== null) return null;
  return (
    <aside
      className="privacy-notice"
      aria-label={intl.formatMessage({ id: 'privacy.label' })}
      data-testid="privacy-notice"
    >
      <p className="privacy-notice__text">
        <FormattedMessage id="privacy.text" />{' '}
        <ShopLink to={policyPath}>
          <FormattedMessage id="privacy.policy" />
        </ShopLink>
      </p>
      <button type="button" className="button" onClick={() => accepted.write('accepted')}>
        <FormattedMessage id="privacy.accept" />
      </button>
    </aside>
  );
}
