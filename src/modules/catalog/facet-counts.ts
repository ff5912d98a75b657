/**
 * A list's facet counts: what its filters offer (price range, availability, each option value,
 * vendor and tag), each counted over the list's members in the index with the shopper's other
 * filters applied.
 */
import { productFilter, type IndexedProduct, type ListMember } from './listing-index.ts';
import { activeGroups, type FacetGroup, type ListingFilters } from './listing.ts';

/** A value of a filter and how many products of the list have it. */
export interface FacetCount {
  value: string;
  count: number;
}

/** What a list's filters offer, each value counted with the other filters applied. */
export interface FacetCounts {
  price: { min: number; max: number } | null;
  availability: { in_stock: number; out_of_stock: number };
  options: { name: string; values: FacetCount[] }[];
  vendors: FacetCount[];
  tags: FacetCount[];
}

const bump = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

const sorted = (counts: Map<string, number>): FacetCount[] =>
  [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/**
 * The facets of a list: the price range, in and out of stock, each option value, vendor and
 * tag, each counted over the list with the shopper's filters applied except its own group.
 */
export function facetsOf(members: ListMember[], filters: ListingFilters): FacetCounts {
  const all = productFilter(filters);
  const groups = new Map<FacetGroup, (p: IndexedProduct) => boolean>(
    activeGroups(filters).map((g) => [g, productFilter(filters, g)]),
  );
  const vendors = new Map<string, number>();
  const tags = new Map<string, number>();
  const options = new Map<string, Map<string, number>>();
  const availability = { in_stock: 0, out_of_stock: 0 };
  let priceCount = 0;
  let min = Infinity;
  let max = -Infinity;
  const vendorTest = groups.get('vendor');
  const tagTest = groups.get('tag');
  const availableTest = groups.get('available');
  const priceTest = groups.get('price');
  const optionTests = new Map(filters.options.map((o) => [o.name, groups.get(`option:${o.name}`)]));
  for (const { product: p } of members) {
    const passesAll = all(p);
    if (p.vendor !== '' && (vendorTest ? vendorTest(p) : passesAll)) bump(vendors, p.vendor);
    if (p.tags.length && (tagTest ? tagTest(p) : passesAll)) for (const t of p.tags) bump(tags, t);
    if (availableTest ? availableTest(p) : passesAll) {
      availability[p.inStock ? 'in_stock' : 'out_of_stock']++;
    }
    if (priceTest ? priceTest(p) : passesAll) {
      priceCount++;
      if (p.minPrice < min) min = p.minPrice;
      if (p.maxPrice > max) max = p.maxPrice;
    }
    // An option the shopper chose is counted without its own choice; the others with all.
    let lastName: string | undefined;
    let counted = false;
    for (const [name, value] of p.facetPairs) {
      if (name !== lastName) {
        lastName = name;
        const own = optionTests.get(name);
        counted = own ? own(p) : passesAll;
      }
      if (!counted) continue;
      let values = options.get(name);
      if (!values) options.set(name, (values = new Map()));
      bump(values, value);
    }
  }
  return {
    price: priceCount > 0 ? { min, max } : null,
    availability,
    options: [...options]
      .map(([name, values]) => ({ name, values: sorted(values) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    vendors: sorted(vendors),
    tags: sorted(tags),
  };
}
