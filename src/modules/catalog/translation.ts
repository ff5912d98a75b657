/**
 * Translated catalogue text (NOTES, Translated content; checklist S9-53): a product, option or
 * collection shows its translation field by field, and the default language where a field has
 * none. Option values stay canonical underneath (variants, filters, URLs); only what is shown
 * changes, the same way everywhere in one answer.
 */

/** A product's translated fields as stored (null: not translated). */
export interface ProductText {
  title: string | null;
  subtitle: string | null;
  descriptionHtml: string | null;
}

/** An option's translation: its name, and each canonical value's shown value. */
export interface OptionText {
  name: string | null;
  values: Record<string, string>;
}

/** The product's own fields with the translated ones over them (empty counts as missing). */
export function translateFields<T extends Record<string, unknown>>(
  row: T,
  text: Partial<Record<keyof T, string | null>> | null | undefined,
): T {
  if (!text) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(text)) {
    if (typeof value === 'string' && value.trim() !== '' && key in row) out[key] = value;
  }
  return out as T;
}

/** How one product's options are shown: canonical name → shown name and values. */
export type OptionDictionary = Map<string, { name: string; values: Map<string, string> }>;

/** Builds a product's option dictionary from its options and their translations by option id. */
export function optionDictionary(
  options: { id: number; name: string }[],
  texts: Map<number, OptionText>,
): OptionDictionary {
  const dictionary: OptionDictionary = new Map();
  for (const o of options) {
    const text = texts.get(o.id);
    if (!text) continue;
    dictionary.set(o.name, {
      name: text.name?.trim() ? text.name : o.name,
      values: new Map(Object.entries(text.values).filter(([, v]) => v.trim() !== '')),
    });
  }
  return dictionary;
}

/** An option name as shown. */
export const shownName = (d: OptionDictionary, name: string) => d.get(name)?.name ?? name;

/** An option value as shown (the canonical value when it has no translation). */
export const shownValue = (d: OptionDictionary, name: string, value: string) =>
  d.get(name)?.values.get(value) ?? value;

/** A variant's attributes as shown: every name and value through the same dictionary. */
export function translateAttrs(
  d: OptionDictionary,
  attrs: { name: string; value: string }[],
): { name: string; value: string }[] {
  if (d.size === 0) return attrs;
  return attrs.map((a) => ({ name: shownName(d, a.name), value: shownValue(d, a.name, a.value) }));
}

/**
 * The filters' labels in one language: for each canonical option name, the label most of its
 * translations give, and for each value the same. `rows` are (name, label, value, value label) with how many options say so.
 */
export function facetLabels(
  rows: {
    name: string;
    label: string | null;
    value: string | null;
    value_label: string | null;
    n: number;
  }[],
): Map<string, { label: string | null; values: Map<string, string> }> {
  const votes = new Map<string, Map<string, number>>();
  const vote = (key: string, label: string | null, n: number) => {
    if (!label?.trim()) return;
    const counts = votes.get(key) ?? new Map<string, number>();
    counts.set(label, (counts.get(label) ?? 0) + Number(n));
    votes.set(key, counts);
  };
  for (const r of rows) {
    vote(`n\x1e${r.name}`, r.label, r.n);
    if (r.value !== null) vote(`v\x1e${r.name}\x1e${r.value}`, r.value_label, r.n);
  }
  const winner = (key: string) => {
    let best: string | null = null;
    let most = 0;
    for (const [label, n] of votes.get(key) ?? []) if (n > most) [best, most] = [label, n];
    return best;
  };
  const labels = new Map<string, { label: string | null; values: Map<string, string> }>();
  for (const r of rows) {
    let entry = labels.get(r.name);
    if (!entry)
      labels.set(r.name, (entry = { label: winner(`n\x1e${r.name}`), values: new Map() }));
    if (r.value !== null && !entry.values.has(r.value)) {
      const label = winner(`v\x1e${r.name}\x1e${r.value}`);
      if (label) entry.values.set(r.value, label);
    }
  }
  return labels;
}
