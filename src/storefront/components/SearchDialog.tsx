import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { useNavigate } from 'react-router';
import type { SuggestionsDto } from '../../modules/catalog/contract.ts';
import { sizedImageUrl } from '../../modules/media/image-url.ts';
import { storeApi } from '../state/api.ts';
import { Dialog } from './Dialog.tsx';
import { useMoney } from './Price.tsx';
import './SearchDialog.css';
import { useShopPath } from './ShopLink.tsx';

/** How long typing must pause before the shop is asked (ms). */
export const SUGGEST_DELAY = 200;

/** One choice of the list: a product, a collection, or all results. */
interface Choice {
  key: string;
  path: string;
  label: string;
}

const searchPath = (q: string) => `/search?${new URLSearchParams({ q })}`;

/**
 * The header's search, opened from its icon: a search form whose box is an ARIA combobox
 * (WAI-ARIA 1.2 pattern) suggesting products (thumbnail, title, price) and collections as the
 * shopper types, asked after a pause and with the answer overtaken by newer typing aborted.
 * Arrow keys move through the suggestions, Enter opens one (or searches), Escape closes the
 * list, then the dialog. Loaded on demand: the first page does not carry it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const navigate = useNavigate();
  const money = useMoney();
  const id = useId();
  const [q, setQ] = useState('');
  const [answer, setAnswer] = useState<{ q: string; suggestions: SuggestionsDto } | null>(null);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const words = q.trim();

  // Ask after a pause; a newer word aborts the answer still on its way.
  useEffect(() => {
    if (words === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      storeApi()
        .suggestions(words, controller.signal)
        .then((suggestions) => {
          setAnswer({ q: words, suggestions });
          setActive(-1);
        })
        // A suggestion that fails is no suggestion: the search itself still works.
        .catch(() => undefined);
    }, SUGGEST_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words]);

  const shown = answer && words !== '' ? answer : null;
  const choices: Choice[] = shown
    ? [
        ...shown.suggestions.products.map((p) => ({
          key: `p${p.ID}`,
          path: p.path,
          label: p.title,
        })),
        ...shown.suggestions.collections.map((c) => ({
          key: `c${c.path}`,
          path: c.path,
          label: c.name,
        })),
        ...shown.suggestions.articles.map((a) => ({
          key: `a${a.path}`,
          path: a.path,
          label: a.title,
        })),
        {
          key: 'all',
          path: searchPath(shown.q),
          label: intl.formatMessage({ id: 'search.view_all' }, { q: shown.q }),
        },
      ]
    : [];
  const expanded = listOpen && choices.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const found = choices.length > 0 ? choices.length - 1 : 0;
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (choices.length === 0) return;
      e.preventDefault();
      setListOpen(true);
      const n = choices.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && active < choices.length) {
      e.preventDefault();
      go(choices[active]!.path);
    } else if (e.key === 'Escape' && expanded) {
      // The first Escape closes the list; the next one the dialog (the browser's own).
      e.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
  };

  const renderOption = (choice: Choice, index: number, body: React.ReactNode) => (
    <li
      key={choice.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={`suggestion${index === active ? ' suggestion--active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => go(choice.path)}
    >
      {body}
    </li>
  );

  const products = shown?.suggestions.products ?? [];
  const collections = shown?.suggestions.collections ?? [];
  const articles = shown?.suggestions.articles ?? [];
  return (
    <Dialog
      variant="top"
      label={intl.formatMessage({ id: 'search.title' })}
      closeLabel={intl.formatMessage({ id: 'search.close' })}
      onClose={onClose}
      className="search-dialog"
      head={
        <form
          role="search"
          method="get"
          action={shopPath('/search')}
          className="search-dialog__form"
          onSubmit={(e) => {
            e.preventDefault();
            go(words ? searchPath(words) : '/search');
          }}
        >
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            <FormattedMessage id="search.label" />
          </label>
          <input
            id={`${id}-q`}
            className="input search-dialog__input"
            type="search"
            name="q"
            maxLength={200}
            autoComplete="off"
            // The dialog opens for this box: focus goes to it.
            data-autofocus
            placeholder={intl.formatMessage({ id: 'search.placeholder' })}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          />
          <button type="submit" className="button">
            <FormattedMessage id="search.submit" />
          </button>
        </form>
      }
    >
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.title' })}
        className="suggestions"
        hidden={!expanded}
      >
        {products.length > 0 && (
          <li role="presentation" className="suggestions__heading">
            <FormattedMessage id="search.products" />
          </li>
        )}
        {products.map((p, i) =>
          renderOption(
            choices[i]!,
            i,
            <>
              {p.feature_image ? (
                <img
                  className="suggestion__image"
                  src={sizedImageUrl(p.feature_image, 100)}
                  alt=""
                  width={48}
                  height={48}
                />
              ) : (
                <span className="suggestion__image" aria-hidden="true" />
              )}
              <span className="suggestion__title">{p.title}</span>
              <span className="suggestion__price">{money(p.price)}</span>
            </>,
          ),
        )}
        {collections.length > 0 && (
          <li role="presentation" className="suggestions__heading">
            <FormattedMessage id="search.collections" />
          </li>
        )}
        {collections.map((c, i) =>
          renderOption(
            choices[products.length + i]!,
            products.length + i,
            <span className="suggestion__title">{c.name}</span>,
          ),
        )}
        {articles.length > 0 && (
          <li role="presentation" className="suggestions__heading">
            <FormattedMessage id="search.articles" />
          </li>
        )}
        {articles.map((a, i) =>
          renderOption(
            choices[products.length + collections.length + i]!,
            products.length + collections.length + i,
            <span className="suggestion__title">{a.title}</span>,
          ),
        )}
        {choices.length > 0 &&
          renderOption(
            choices.at(-1)!,
            choices.length - 1,
            <span className="suggestion__all">{choices.at(-1)!.label}</span>,
          )}
      </ul>
      <p className="visually-hidden" role="status">
        {shown && listOpen ? (
          found === 0 ? (
            <FormattedMessage id="search.no_suggestions" values={{ q: shown.q }} />
          ) : (
            <FormattedMessage id="search.suggestion_count" values={{ count: found }} />
          )
        ) : null}
      </p>
    </Dialog>
  );
}
