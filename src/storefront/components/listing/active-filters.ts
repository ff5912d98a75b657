import type { FacetsDto } from '../../../modules/catalog/contract.ts';
import { FILTER_PARAM } from '../../../modules/catalog/listing-params.ts';
import { formatPrice } from '../../../modules/currency/format.ts';
import { boundFromShop, type ShownCurrency } from '../../../modules/currency/price-bounds.ts';

/** A filter in force, as a chip that takes it away. */
export interface ActiveFilter {
  /** The parameters it takes away (a price range: both bounds). */
  keys: string[];
  /** The one value taken away; none: the whole parameters. */
  value?: string;
  label: string;
}

/** The filters in a URL, for the chips above the list. */
export function activeFilters(
  params: URLSearchParams,
  inStock: string,
  outOfStock: string,
  facets: FacetsDto,
  shown: ShownCurrency,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('filter.') || value.trim() === '') continue;
    if (key === FILTER_PARAM.available) {
      chips.push({ keys: [key], value, label: value === '1' ? inStock : outOfStock });
    } else if (key === FILTER_PARAM.priceMin || key === FILTER_PARAM.priceMax) {
      const keys = [FILTER_PARAM.priceMin, FILTER_PARAM.priceMax];
      if (chips.some((c) => c.keys.length === 2)) continue;
      // The bounds as the shopper's currency shows them.
      const say = (bound: string | null) => {
        const amount = Number(bound);
        return bound && Number.isFinite(amount)
          ? formatPrice(boundFromShop(amount, shown), shown.currency, { whole: shown.whole })
          : null;
      };
      const min = say(params.get(FILTER_PARAM.priceMin)) ?? formatPrice(0, shown.currency);
      const max = say(params.get(FILTER_PARAM.priceMax)) ?? '∞';
      chips.push({ keys, label: `${min} – ${max}` });
    } else {
      const name = key.startsWith(FILTER_PARAM.option) ? key.slice(FILTER_PARAM.option.length) : '';
      // The URL holds canonical values; the chip says them in the shopper's language.
      const option = name ? facets.options.find((o) => o.name === name) : undefined;
      const shownValue = option?.values.find((v) => v.value === value)?.label ?? value;
      chips.push({
        keys: [key],
        value,
        label: name ? `${option?.label ?? name}: ${shownValue}` : value,
      });
    }
  }
  return chips;
}
