import { lazy, Suspense } from 'react';
import type { DropdownProps } from './DropdownButton.tsx';
import { useIntl } from '../intl.tsx';
import type { VariantAttrDto, VariantDto } from '../../modules/catalog/contract.ts';
import {
  isDropdown,
  isValueAvailable,
  type Selection,
} from '../../modules/catalog/variant-selection.ts';
import { sizedImageUrl } from '../../modules/media/image-url.ts';
import { useHydrated } from '../state/hydrated.ts';
import './VariantSelector.css';

// A dropdown's button and the list it opens (a popover, or a bottom sheet on phones) load after
// hydration, on pages that have one; until then it is a native select.
const DropdownButton = lazy(() => import('./DropdownButton.tsx'));

interface SelectorProps {
  attrs: VariantAttrDto[];
  variants: VariantDto[];
  selection: Selection;
  onChange(name: string, value: string): void;
  /** More values than this make an attribute a dropdown (variant-selection.ts, DROPDOWN_AFTER). */
  dropdownAfter?: number;
  /** Keeps ids unique when a dialog shows a second selector on the page. */
  idPrefix?: string;
}

/**
 * The variant choice (spec section 2, Choose variants): per attribute, colour or image swatches
 * or text labels as its palette type says (swatch.ts), each a radio group of real radios
 * (`option[Size]`, so the form posts without JavaScript; arrow keys move), sold-out values
 * struck through and said so; long lists and lens powers (`properties[Power( L )]`) are a
 * dropdown. The chosen value is named beside the attribute.
 */
export function VariantSelector({
  attrs,
  variants,
  selection,
  onChange,
  dropdownAfter,
  idPrefix = 'variant',
}: SelectorProps) {
  const intl = useIntl();
  const soldOut = intl.formatMessage({ id: 'product.sold_out' });
  return (
    <div className="variants">
      {attrs.map((attr, index) => {
        const id = `${idPrefix}-attr-${index}`;
        const special = Boolean(attr.special_native_name);
        const field = special ? `properties[${attr.name}]` : `option[${attr.name}]`;
        const chosen = selection[attr.name] ?? '';
        const available = (value: string) =>
          special || isValueAvailable(variants, selection, attr.name, value);
        const dropdown = isDropdown(attr, dropdownAfter);
        return (
          <div className="field variant" key={attr.name} data-attr={attr.name}>
            <span className="field__label" id={`${id}-label`}>
              <bdi>{attr.name}</bdi>
              {chosen && (
                <span className="field__value" data-testid="chosen-value">
                  : {chosen}
                </span>
              )}
            </span>
            {dropdown ? (
              <Dropdown
                id={id}
                attr={attr}
                field={field}
                chosen={chosen}
                available={available}
                soldOut={soldOut}
                onChange={(value) => onChange(attr.name, value)}
              />
            ) : (
              <div role="radiogroup" aria-labelledby={`${id}-label`} className="swatches">
                {attr.options.map((option) => {
                  const open = available(option.value);
                  return (
                    <label
                      key={option.value}
                      className={`swatch swatch--${option.swatch}${open ? '' : ' swatch--sold-out'}`}
                      title={option.value}
                    >
                      <input
                        type="radio"
                        className="swatch__input"
                        name={field}
                        value={option.value}
                        checked={chosen === option.value}
                        onChange={() => onChange(attr.name, option.value)}
                      />
                      {option.swatch === 'color' && (
                        <span
                          className="swatch__color"
                          style={{ background: option.color_code }}
                          aria-hidden="true"
                        />
                      )}
                      {option.swatch === 'image' && (
                        <img
                          className="swatch__image"
                          src={sizedImageUrl(option.image_src, 100)}
                          alt=""
                          width={44}
                          height={44}
                          loading="lazy"
                        />
                      )}
                      <span
                        className={option.swatch === 'text' ? 'swatch__text' : 'visually-hidden'}
                      >
                        {option.value}
                      </span>
                      {!open && <span className="visually-hidden">, {soldOut}</span>}
                    </label>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A long list: before JavaScript (and while its code loads) a native select; then a button that
 * toggles a listbox, a popover from 768 px and a bottom sheet below (spec section 4, Variant
 * selection). Lens powers stay a native select (a phone's own picker suits a list of numbers).
 */
function Dropdown(props: DropdownProps) {
  const { id, attr, field, chosen, available, soldOut, onChange } = props;
  const intl = useIntl();
  const hydrated = useHydrated();
  const select = (
    <div className="select">
      <select
        id={id}
        name={field}
        value={chosen}
        onChange={(e) => onChange(e.target.value)}
        aria-label={intl.formatMessage({ id: 'product.choose' }, { name: attr.name })}
      >
        {attr.options.map((o) => (
          <option key={o.value} value={o.value}>
            {available(o.value) ? o.value : `${o.value} — ${soldOut}`}
          </option>
        ))}
      </select>
    </div>
  );
  if (!hydrated || attr.special_native_name) return select;
  return (
    <Suspense fallback={select}>
      <DropdownButton {...props} />
    </Suspense>
  );
}
