import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestionDto } from '../../../modules/geo/contract.ts';
import { MAX_AUTO_ADDRESS, MIN_AUTO_ADDRESS } from '../../../modules/geo/form-rules.ts';
import { checkoutApi } from '../../checkout-api.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';

/** How long typing pauses before the suggestions are asked for. */
const PAUSE_MS = 250;
/** How many suggestions the list shows. */
const SHOWN = 6;

/**
 * The first address line as an ARIA 1.2 combobox: after 4 to 200 typed characters it suggests
 * places (`place-auto-complete`, spec section 7), and choosing one fills the address through
 * `onPick`. Arrows move, Enter chooses, Escape closes; the count is announced politely. Before
 * the page runs its script it is a plain text field.
 */
export function AddressLine({
  id,
  name,
  defaultValue,
  country,
  required,
  maxLength,
  invalid,
  describedBy,
  onPick,
}: {
  id: string;
  name: string;
  defaultValue: string;
  country: string;
  required: boolean;
  maxLength: number;
  invalid: boolean;
  describedBy: string | undefined;
  onPick: (suggestion: SuggestionDto, typed: string) => void;
}) {
  const intl = useIntl();
  const listId = `${useId()}-suggestions`;
  const [items, setItems] = useState<SuggestionDto[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const ask = (text: string) => {
    clearTimeout(timer.current);
    const typed = text.trim();
    if (typed.length < MIN_AUTO_ADDRESS || typed.length > MAX_AUTO_ADDRESS) {
      asked.current++;
      close();
      return;
    }
    timer.current = setTimeout(() => {
      const mine = ++asked.current;
      checkoutApi()
        .placeSuggestions(country, typed)
        .then(
          ({ data }) => {
            if (mine !== asked.current) return; // overtaken by later typing
            setItems(data.slice(0, SHOWN));
            setActive(-1);
            setOpen(data.length > 0);
          },
          // Suggestions are a help: without them the shopper types the address.
          () => mine === asked.current && close(),
        );
    }, PAUSE_MS);
  };
  const pick = (suggestion: SuggestionDto) => {
    onPick(suggestion, input.current?.value ?? '');
    asked.current++;
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) =>
        e.key === 'ArrowDown' ? (i + 1) % items.length : i <= 0 ? items.length - 1 : i - 1,
      );
    } else if (e.key === 'Enter' && active >= 0 && active < items.length) {
      e.preventDefault();
      pick(items[active]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  return (
    <div className="address-line">
      <input
        ref={input}
        id={id}
        name={name}
        className="input"
        type="text"
        defaultValue={defaultValue}
        autoComplete="address-line1"
        required={required}
        maxLength={maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => ask(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        role="listbox"
        className="address-line__list"
        aria-label={intl.formatMessage({ id: 'checkout.address.suggestions' })}
        hidden={!open}
        data-testid="address-suggestions"
      >
        {items.map((s, i) => (
          <li
            key={s.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="address-line__option"
            // Chosen before the field's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
          >
            {s.description}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open && (
          <FormattedMessage
            id="checkout.address.suggestions_count"
            values={{ count: items.length }}
          />
        )}
      </p>
    </div>
  );
}
