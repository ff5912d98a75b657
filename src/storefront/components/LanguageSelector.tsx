import { useId } from 'react';
import { FormattedMessage } from '../intl.tsx';
import { useLocation } from 'react-router';
import { LANGUAGE_PATH, UI_LANGUAGES } from '../i18n/languages.ts';
import { useShop } from '../state/shop.tsx';

/**
 * The footer's language selector (checklist S2-56): a plain form, so it works without
 * JavaScript; the server sets the `locale` cookie and brings the shopper back to this page,
 * loaded again in the new language.
 */
export function LanguageSelector() {
  const { locale } = useShop();
  const { pathname, search } = useLocation();
  // The footer's and the menu drawer's selectors may both be on the page.
  const id = useId();
  return (
    <form className="language" method="post" action={LANGUAGE_PATH}>
      <label htmlFor={id} className="footer__heading">
        <FormattedMessage id="language.label" />
      </label>
      <div className="language__row">
        <select id={id} name="locale" defaultValue={locale}>
          {UI_LANGUAGES.map((l) => (
            <option key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
            </option>
          ))}
        </select>
        <input type="hidden" name="return_to" value={`${pathname}${search}`} />
        <button type="submit" className="language__submit">
          <FormattedMessage id="language.submit" />
        </button>
      </div>
    </form>
  );
}
