import { useIntl } from '../intl.tsx';
import type { VariantAttrDto, VariantDto } from '../../modules/catalog/contract.ts';
import { isValueAvailable, type Selection } from '../../modules/catalog/variant-selection.ts';

/**
 * One dropdown per variant attribute; values that lead only to sold-out variants say so.
 * Special attributes (lens powers) are chosen the same way but live on the cart line. Each is a
 * form field (`option[Size]`, `properties[Power( L )]`), so the choice posts without JavaScript.
 */
export function VariantSelector({
  attrs,
  variants,
  selection,
  onChange,
}: {
  attrs: VariantAttrDto[];
  variants: VariantDto[];
  selection: Selection;
  onChange(name: string, value: string): void;
}) {
  const intl = useIntl();
  const soldOut = intl.formatMessage({ id: 'product.sold_out' });
  return (
    <div className="variants">
      {attrs.map((attr, index) => {
        const id = `variant-attr-${index}`;
        const special = Boolean(attr.special_native_name);
        return (
          <div className="field" key={attr.name}>
            <label htmlFor={id} className="field__label">
              {attr.name}
              {attr.palette_type === 'auto_block' && selection[attr.name] && (
                <span className="field__value">: {selection[attr.name]}</span>
              )}
            </label>
            <div className="select">
              <select
                id={id}
                name={special ? `properties[${attr.name}]` : `option[${attr.name}]`}
                value={selection[attr.name] ?? ''}
                onChange={(e) => onChange(attr.name, e.target.value)}
                aria-label={intl.formatMessage({ id: 'product.choose' }, { name: attr.name })}
              >
                {attr.options.map((option) => {
                  const available =
                    special || isValueAvailable(variants, selection, attr.name, option.value);
                  return (
                    <option key={option.value} value={option.value}>
                      {available ? option.value : `${option.value} — ${soldOut}`}
                    </option>
                  );
                })}
              </select>
            </div>
          </div>
        );
      })}
    </div>
  );
}
