import { useId, useState } from 'react';
import type { ConsentCategory } from '../../modules/analytics/contract.ts';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { CATEGORIES, savedConsent, saveConsent } from '../state/consent.ts';
import { ShopLink } from './ShopLink.tsx';
import './PrivacyNotice.css';
import './ConsentBanner.css';

/**
 * The consent banner (privacy_managements, spec section 7), where the visitor's region asks for
 * consent, or when the footer's link opens it: accept all, reject all (as easy as accepting),
 * or choose by category; nothing is granted before the shopper chooses. Over the bottom of the
 * page, it takes no room in the layout and hides no part of it for good.
 */
export function ConsentBanner({ policyPath, onDone }: { policyPath: string; onDone: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<ConsentCategory[]>(() => savedConsent() ?? []);
  const choose = (granted: readonly ConsentCategory[]) => {
    saveConsent(granted);
    onDone();
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setChosen((now) => (on ? [...now, category] : now.filter((c) => c !== category)));
  return (
    <section
      className="bottom-panel consent-banner"
      aria-labelledby={titleId}
      data-testid="consent-banner"
    >
      <h2 id={titleId} className="consent-banner__title">
        <FormattedMessage id="consent.title" />
      </h2>
      <p className="consent-banner__text">
        <FormattedMessage id="consent.text" />{' '}
        <ShopLink to={policyPath}>
          <FormattedMessage id="privacy.policy" />
        </ShopLink>
      </p>
      {choosing && (
        <fieldset className="consent-banner__choices">
          <legend className="visually-hidden">
            <FormattedMessage id="consent.choose" />
          </legend>
          <label className="consent-banner__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>
                <FormattedMessage id="consent.necessary" />
              </strong>
              <small>
                <FormattedMessage id="consent.necessary_hint" />
              </small>
            </span>
          </label>
          {CATEGORIES.map((category) => (
            <label key={category} className="consent-banner__choice">
              <input
                type="checkbox"
                name={category}
                checked={chosen.includes(category)}
                onChange={(e) => toggle(category, e.currentTarget.checked)}
              />
              <span>
                <strong>{intl.formatMessage({ id: `consent.category.${category}` })}</strong>
                <small>{intl.formatMessage({ id: `consent.category.${category}_hint` })}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent-banner__actions">
        {choosing ? (
          <button
            type="button"
            className="button button--secondary consent-banner__choose"
            onClick={() => choose(chosen)}
          >
            <FormattedMessage id="consent.save" />
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary consent-banner__choose"
            onClick={() => setChoosing(true)}
          >
            <FormattedMessage id="consent.choose" />
          </button>
        )}
        <button type="button" className="button" onClick={() => choose([])}>
          <FormattedMessage id="consent.reject_all" />
        </button>
        <button type="button" className="button" onClick={() => choose(CATEGORIES)}>
          <FormattedMessage id="consent.accept_all" />
        </button>
      </div>
    </section>
  );
}
