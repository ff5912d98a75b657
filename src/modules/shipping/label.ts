/** The message that puts a method's title and its delivery estimate together. */
export const METHOD_ESTIMATE_MESSAGE = 'shipping.method_estimate';

/**
 * What a shopper reads for a shipping method, on the server and in the browser: the merchant's
 * title and, when the method gives one, its delivery estimate ("Economy · 5–9 business days").
 */
export function shippingMethodLabel(
  method: { name: string; min_days?: number | null; max_days?: number | null },
  say: (key: string, values: Record<string, string | number>) => string,
): string {
  const min = method.min_days ?? method.max_days;
  const max = method.max_days ?? method.min_days;
  if (min == null || max == null) return method.name;
  return say(METHOD_ESTIMATE_MESSAGE, { title: method.name, min, max });
}
