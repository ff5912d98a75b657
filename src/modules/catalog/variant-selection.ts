import type { VariantAttrDto, VariantDto } from './contract.ts';

/** The chosen value of each attribute, by attribute name. */
export type Selection = Record<string, string>;

/** The selection a variant stands for. */
export function selectionOf(variant: VariantDto): Selection {
  return Object.fromEntries(variant.attrs.map((a) => [a.name, a.value]));
}

/**
 * Where selection starts: the cheapest buyable variant, else the first variant
 * (spec section 4, Variant selection).
 */
export function initialVariant(variants: VariantDto[]): VariantDto | undefined {
  let best: VariantDto | undefined;
  for (const v of variants) {
    if (!v.buy_able) continue;
    if (!best || v.price < best.price) best = v;
  }
  return best ?? variants[0];
}

/** The variant matching every selected attribute, if one exists. */
export function findVariant(variants: VariantDto[], selection: Selection): VariantDto | undefined {
  return variants.find((v) => v.attrs.every((a) => selection[a.name] === a.value));
}

/**
 * Whether choosing `value` for `attr` (keeping the other choices) leads to a buyable variant;
 * the selector greys out the values for which it does not.
 */
export function isValueAvailable(
  variants: VariantDto[],
  selection: Selection,
  attr: string,
  value: string,
): boolean {
  const wanted = { ...selection, [attr]: value };
  return variants.some((v) => v.buy_able && v.attrs.every((a) => wanted[a.name] === a.value));
}

/**
 * The state of the buy button for a selection: the matching variant, and whether it can be bought.
 * A combination with no variant is not buyable; the product shows sold out when no variant is
 * buyable, or when it has no variants and is not buy_able (spec section 4, Variant selection).
 */
export function selectionState(
  product: { buy_able: boolean; variants?: VariantDto[]; variant_attrs?: VariantAttrDto[] },
  selection: Selection,
): { variant: VariantDto | undefined; buyable: boolean; soldOut: boolean } {
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    return { variant: undefined, buyable: product.buy_able, soldOut: !product.buy_able };
  }
  const variant = findVariant(variants, selection);
  const soldOut = !variants.some((v) => v.buy_able);
  return { variant, buyable: Boolean(variant?.buy_able), soldOut };
}

/**
 * How many values an attribute may show as swatches or labels before it becomes a dropdown
 * (a popover, a bottom sheet on phones).
 */
export const DROPDOWN_AFTER = 8;

/** Whether an attribute is chosen from a dropdown: a lens power, or more values than `after`. */
export const isDropdown = (
  attr: Pick<VariantAttrDto, 'special_native_name' | 'options'>,
  after = DROPDOWN_AFTER,
) => Boolean(attr.special_native_name) || attr.options.length > after;
