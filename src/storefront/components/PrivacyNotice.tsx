import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PrivacyDto } from '../../modules/analytics/contract.ts';
import { privacyApi } from '../privacy-api.ts';
import { setPrivacy } from '../state/analytics.ts';
import { CONSENT_ANCHOR, grantedNow, savedConsent, tellGoogleTags } from '../state/consent.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { localStore } from '../state/local-store.ts';
import { DAY_MS } from '../state/expiring-entry.ts';
import { ShopLink } from './ShopLink.tsx';
import './PrivacyNotice.css';

/** Where the browser keeps that the shopper accepted the privacy notice. */
export const PRIVACY_NOTICE_KEY = 'privacy_notice';

/** The notice is asked again a year after it was accepted. */
const accepted = localStore(PRIVACY_NOTICE_KEY, 365 * DAY_MS);

/** Whether the address asks for the consent choices (the footer's link). */
const asked = () => window.location.hash === `#${CONSENT_ANCHOR}`;

/**
 * The privacy policy notice (spec section 2, UI pieces: privacy policy): on a first visit, a bar
 * over the bottom of the page with the policy's link; accepted, it is gone and stays gone (kept
 * in local storage). Where the visitor's region asks for consent before tracking
 * (privacy_managements), the consent banner comes instead until the shopper chooses; the
 * footer's link opens it anywhere. Drawn after hydration, over the page: nothing moves.
 */
export default function PrivacyNotice({ policyPath }: { policyPath: string }) {
  const intl = useIntl();
  const answer = useSyncExternalStore(accepted.subscribe, accepted.read, () => 'server');
  // undefined: not answered yet; null: the shop could not say.
  const [privacy, setAnswer] = useState<PrivacyDto | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // The choice made here (the cookie is no state React sees).
  const [chose, setChose] = useState(false);
  useEffect(() => {
    // The analytics events wait for this answer: consent first where the law asks. A shopper
    // who chose needs none (their choice stands wherever they are): the shop is not asked.
    const answered = (found: PrivacyDto | null) => {
      setPrivacy(found);
      // A Google tag on the page hears what is granted before the shopper chooses, if they must.
      tellGoogleTags('default', grantedNow(found));
      setAnswer(found);
    };
    if (savedConsent() !== null) answered(null);
    else
      void privacyApi()
        .privacy()
        .catch(() => null)
        .then(answered);
    const follow = () => setOpen(asked());
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  if (privacy === undefined) return null;
  if (open || (!chose && privacy?.consent_required && savedConsent() === null)) {
    return (
      <ConsentBanner
        policyPath={policyPath}
        onDone={() => {
          setOpen(false);
          setChose(true);
          if (asked())
            window.history.replaceState(
              window.history.state,
              '',
              window.location.pathname + window.location.search,
            );
          // Consent given is the notice read.
          accepted.write('accepted');
        }}
      />
    );
  }
  if (answer !== null) return null;
  return (
    <aside
      className="bottom-panel privacy-notice"
      aria-label={intl.formatMessage({ id: 'privacy.label' })}
      data-testid="privacy-notice"
    >
      <p className="privacy-notice__text">
        <FormattedMessage id="privacy.text" />
      </p>
      {/* The link and the button beside the text, not in it: a short text is never the page's
          largest paint (a notice that comes after the page would be its LCP). */}
      <div className="privacy-notice__actions">
        <ShopLink to={policyPath}>
          <FormattedMessage id="privacy.policy" />
        </ShopLink>
        <button type="button" className="button" onClick={() => accepted.write('accepted')}>
          <FormattedMessage id="privacy.accept" />
        </button>
      </div>
    </aside>
  );
}
