import { useId, useRef, useState } from 'react';
import { useIntl } from '../intl.tsx';
import type { VariantAttrDto } from '../../modules/catalog/contract.ts';
import OptionPicker from './OptionPicker.tsx';

/** What a dropdown attribute needs: its field, the chosen value, which values can be bought. */
export interface DropdownProps {
  id: string;
  attr: VariantAttrDto;
  field: string;
  chosen: string;
  available(value: string): boolean;
  soldOut: string;
  onChange(value: string): void;
}

/**
 * A long list's button (spec section 4: the variant dropdown toggles open and closed), with
 * the chosen value in a hidden field so the form posts it; it opens the list as a popover, or
 * as a bottom sheet on phones.
 */
export default function DropdownButton({
  id,
  attr,
  field,
  chosen,
  available,
  soldOut,
  onChange,
}: DropdownProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const label = (value: string) => (available(value) ? value : `${value} — ${soldOut}`);
  const choose = intl.formatMessage({ id: 'product.choose' }, { name: attr.name });
  return (
    <div className="dropdown">
      <input type="hidden" name={field} value={chosen} />
      <button
        type="button"
        id={id}
        ref={button}
        className="dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${choose}: ${chosen}`}
        onClick={() => setOpen((o) => !o)}
        data-testid="dropdown-button"
      >
        {chosen ? label(chosen) : attr.name}
      </button>
      {open && (
        <OptionPicker
          id={listId}
          title={attr.name}
          options={attr.options.map((o) => ({
            value: o.value,
            label: o.value,
            available: available(o.value),
          }))}
          soldOut={soldOut}
          chosen={chosen}
          anchor={button}
          onChoose={(value) => {
            onChange(value);
            setOpen(false);
            button.current?.focus();
          }}
          onClose={(refocus) => {
            setOpen(false);
            if (refocus) button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
