import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLocation } from 'react-router';
import { LANGUAGE_PATH, UI_LANGUAGES } from '../i18n/languages.ts';
import { useHydrated } from '../state/hydrated.ts';
import { useShop } from '../state/shop.tsx';
import { FOOTER_LANGUAGE } from './layout-parts.ts';

/**
 * The footer's language selector (checklist S2-56): a plain form, so it works without
 * JavaScript; the server sets the `locale` cookie and brings the shopper back to this page,
 * loaded again in the new language.
 */
export function LanguageSelector({ id: anchor }: { id?: string }) {
  const { locale } = useShop();
  const { pathname, search } = useLocation();
  // The footer's and the menu drawer's selectors may both be on the page.
  const id = useId();
  return (
    <form className="language" method="post" action={LANGUAGE_PATH} id={anchor}>
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

/**
 * The header's language menu on computers (phones have the menu drawer's selector): the
 * language's code, opening the list of languages, each a button of one form that posts as the
 * footer's does. Until the page is hydrated (and without JavaScript) it is a link to the
 * footer's selector; the list is in the page only while it is open (seventeen buttons in every
 * page's HTML cost the uncached product page 5-8 % of its pages a second). Escape or a click
 * elsewhere closes it.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale } = useShop();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return;
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      } else if (!root.current?.contains(e.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const name = UI_LANGUAGES.find((l) => l.locale === locale)?.name ?? locale;
  const label = intl.formatMessage({ id: 'language.label' });
  const code = <span aria-hidden="true">{locale.slice(0, 2).toUpperCase()}</span>;
  if (!hydrated) {
    return (
      <div className="language-menu" data-testid="language-menu">
        <a
          className="language-menu__toggle"
          href={`#${FOOTER_LANGUAGE}`}
          aria-label={`${label}: ${name}`}
        >
          {code}
        </a>
      </div>
    );
  }
  return (
    <div className="language-menu" ref={root} data-testid="language-menu">
      <button
        type="button"
        className="language-menu__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={`${label}: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        {code}
      </button>
      {open && (
        <form
          className="language-menu__list"
          id={`${id}-list`}
          method="post"
          action={LANGUAGE_PATH}
        >
          <input type="hidden" name="return_to" value={`${pathname}${search}`} />
          {UI_LANGUAGES.map((l) => (
            <button
              key={l.locale}
              type="submit"
              name="locale"
              value={l.locale}
              lang={l.locale}
              className="language-menu__option"
              aria-current={l.locale === locale ? 'true' : undefined}
            >
              {l.name}
            </button>
          ))}
        </form>
      )}
    </div>
  );
}
