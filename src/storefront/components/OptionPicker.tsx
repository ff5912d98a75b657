import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from '../intl.tsx';
import { Dialog } from './Dialog.tsx';
import { currentDisplay } from '../state/display.ts';

/** Phones: narrower than 768 px (spec section 9, Display). */

interface PickerProps {
  id: string;
  title: string;
  options: { value: string; label: string; available: boolean }[];
  soldOut: string;
  chosen: string;
  /** The button that opened it: a click on it toggles, so it is not "outside". */
  anchor: RefObject<HTMLElement | null>;
  onChoose(value: string): void;
  /** Closes; `refocus` gives focus back to the button (Escape, the backdrop). */
  onClose(refocus: boolean): void;
}

/**
 * A dropdown's list of values (spec section 2, variant selector): a popover under its button
 * from 768 px, a bottom sheet rising from the bottom below (the Dialog shell: backdrop, focus
 * kept inside). A listbox: arrows, Home and End move, Enter or Space choose, Escape closes; a click
 * outside closes.
 */
export default function OptionPicker(props: PickerProps) {
  // The shop-wide display state as the picker opens: a phone's gets the sheet.
  const [sheet] = useState(() => currentDisplay().mobile);
  return sheet ? <Sheet {...props} /> : <Popover {...props} />;
}

function Popover(props: PickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const { anchor, onClose } = props;
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!box.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor, onClose]);
  return (
    <div className="picker picker--popover" ref={box} data-testid="variant-popover">
      <Listbox {...props} />
    </div>
  );
}

/** Phones: the list in a bottom sheet (the Dialog shell), focus back on the button after. */
function Sheet(props: PickerProps) {
  const intl = useIntl();
  return (
    <Dialog
      variant="sheet"
      title={props.title}
      closeLabel={intl.formatMessage({ id: 'cart.close' })}
      onClose={() => props.onClose(true)}
      className="sheet"
      testId="variant-sheet"
    >
      <Listbox {...props} />
    </Dialog>
  );
}

function Listbox({ id, title, options, soldOut, chosen, onChoose, onClose }: PickerProps) {
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((o) => o.value === chosen),
    ),
  );
  useEffect(() => list.current?.focus(), []);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  const onKeyDown = (e: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]!);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const option = options[active];
      if (option) onChoose(option.value);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose(true);
    }
  };
  return (
    <ul
      id={id}
      ref={list}
      role="listbox"
      aria-label={title}
      tabIndex={0}
      aria-activedescendant={`${id}-${active}`}
      className="picker__list"
      onKeyDown={onKeyDown}
    >
      {options.map((o, i) => (
        <li
          key={o.value}
          id={`${id}-${i}`}
          data-index={i}
          role="option"
          aria-selected={o.value === chosen}
          className={`picker__option${i === active ? ' picker__option--active' : ''}${
            o.available ? '' : ' picker__option--sold-out'
          }`}
          onClick={() => onChoose(o.value)}
          onMouseMove={() => setActive(i)}
        >
          {o.label}
          {!o.available && <span className="picker__note"> — {soldOut}</span>}
        </li>
      ))}
    </ul>
  );
}
