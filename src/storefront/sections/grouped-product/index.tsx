import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import type { ProductGroupDto } from '../../../modules/merchandising/group-contract.ts';
import { defineSection } from '../registry.tsx';
import { GroupedProduct } from './GroupedProduct.tsx';
import type { settings } from './settings.ts';
import './grouped-product.css';
import { contentApi } from '../../content-api.ts';

/**
 * The grouped-product block of a product page (spec section 2, grouped product): the group the
 * merchant made around this product, if any. A failed load shows nothing (spec section 8,
 * Silent handling).
 */
export default defineSection<z.output<typeof settings>, ProductGroupDto | null, ProductDto>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  load: async (ctx) => {
    const { page } = ctx;
    const group = await contentApi(ctx)
      .productGroup(page.ID)
      .catch(() => null);
    return group && group.items.length > 0 ? group : null;
  },
  Component: GroupedProduct,
});
