import { percentOf, toBasisPoints } from './money-math.ts';
import type { DiscountHint, DiscountValue, LineState } from './model.ts';

/** One item of a line, priced at its share of what the line still costs. */
interface Unit {
  lineId: string;
  order: number;
  price: number;
}

/** A line's items; its remaining cost is split so the items' prices add up to it exactly. */
function units(states: readonly LineState[], orderOf: Map<string, number>): Unit[] {
  const out: Unit[] = [];
  for (const s of states) {
    const q = s.line.quantity;
    const base = Math.floor(s.remaining / q);
    const extra = s.remaining - base * q;
    for (let i = 0; i < q; i++) {
      out.push({
        lineId: s.line.id,
        order: orderOf.get(s.line.id)!,
        price: base + (i < extra ? 1 : 0),
      });
    }
  }
  return out;
}

/** What pairing gifts with the items that earn them needs. */
export interface GiftRule {
  buy_quantity: number;
  get_quantity: number;
  value: DiscountValue;
  limit?: number | undefined;
}

/**
 * Buy X get Y: each application takes the Y cheapest gift items still free, and the X dearest
 * other items of the buy set to earn them; the gifts are reduced by the value. It repeats
 * while there are items, up to `limit` applications. With `equalGift`, a gift may not cost
 * more than the cheapest item that earns it. The hint says how many more items the next
 * application needs.
 */
export function pairGifts(
  rule: GiftRule,
  buySet: readonly LineState[],
  getSet: readonly LineState[],
  equalGift: boolean,
  limitLeft = rule.limit ?? Infinity,
): { amounts: Map<string, number>; hint?: DiscountHint; applications: number } {
  const orderOf = new Map<string, number>();
  for (const s of [...buySet, ...getSet])
    if (!orderOf.has(s.line.id)) orderOf.set(s.line.id, orderOf.size);
  // Both sets may hold the same line: its items are one pool, so an item is used once.
  const pool = units(
    [...new Map([...buySet, ...getSet].map((s) => [s.line.id, s])).values()],
    orderOf,
  );
  const inBuy = new Set(buySet.map((s) => s.line.id));
  const inGet = new Set(getSet.map((s) => s.line.id));
  const gifts = pool
    .filter((u) => inGet.has(u.lineId))
    .sort((a, b) => a.price - b.price || a.order - b.order);
  const buys = pool
    .filter((u) => inBuy.has(u.lineId))
    .sort((a, b) => b.price - a.price || a.order - b.order);
  const used = new Set<Unit>();
  const amounts = new Map<string, number>();
  const bp = rule.value.kind === 'percent' ? toBasisPoints(rule.value.amount) : 0;
  let applications = 0;
  let hint: DiscountHint | undefined;
  while (applications < limitLeft) {
    const gift = gifts.filter((u) => !used.has(u)).slice(0, rule.get_quantity);
    const earn = buys.filter((u) => !used.has(u) && !gift.includes(u)).slice(0, rule.buy_quantity);
    if (earn.length < rule.buy_quantity || gift.length < rule.get_quantity) {
      const missing = rule.buy_quantity - earn.length + (rule.get_quantity - gift.length);
      hint = { missing: { quantity: missing } };
      break;
    }
    const cheapestEarner = Math.min(...earn.map((u) => u.price));
    if (equalGift && gift.some((u) => u.price > cheapestEarner)) break;
    for (const u of [...gift, ...earn]) used.add(u);
    for (const u of gift) {
      const off =
        rule.value.kind === 'percent'
          ? percentOf(u.price, bp)
          : Math.min(u.price, rule.value.amount);
      if (off > 0) amounts.set(u.lineId, (amounts.get(u.lineId) ?? 0) + off);
    }
    applications++;
  }
  return { amounts, hint, applications };
}
