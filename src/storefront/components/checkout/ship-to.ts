/** An address as the checkout and an order give it: its codes, and their names where known. */
interface ShownAddress {
  address1: string;
  address2?: string | undefined;
  city: string;
  province?: string | undefined;
  province_name?: string | undefined;
  zip?: string | undefined;
  country: string;
  country_name?: string | undefined;
}

/**
 * Where an order ships, as one line for reading: the street, the city, the region and the
 * country by their names in the shopper's language (their codes where no name came).
 */
export const shipToLine = (a: ShownAddress): string =>
  [
    a.address1,
    a.address2,
    a.city,
    a.province_name ?? a.province,
    a.zip,
    a.country_name ?? a.country,
  ]
    .filter(Boolean)
    .join(', ');
