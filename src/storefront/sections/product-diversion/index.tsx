import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { diversionChoice } from '../../../modules/merchandising/diversion.ts';
import { storeApi } from '../../state/api.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

const STORAGE_KEY = 'vitrine.diversion';

function readChoices(): Record<string, boolean> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

/**
 * A product's diversion test (spec section 7, product_diversion_test/relationships): after
 * hydration, the share of visitors the test names goes on to the main product, replacing this
 * page in the history. The choice is kept per visitor and test, so a visitor always sees the
 * same product; the page itself stays the same for everyone, as the cache keeps it.
 */
export default defineSection<z.output<typeof settings>, null, ProductDto>({
  Component: function ProductDiversion({ page: product }) {
    const navigate = useNavigate();
    useEffect(() => {
      let live = true;
      storeApi()
        .diversions([product.ID])
        .then(([test]) => {
          if (!live || !test) return;
          const choices = readChoices();
          const key = String(test.diversion_test_id);
          const divert = diversionChoice(choices[key], test.share, Math.random());
          if (choices[key] !== divert) {
            try {
              localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...choices, [key]: divert }));
            } catch {
              // Storage full or off: this visit decides alone.
            }
          }
          if (divert)
            void navigate(`/products/${encodeURIComponent(test.main_product)}`, { replace: true });
        })
        .catch(() => {});
      return () => void (live = false);
    }, [product.ID, navigate]);
    return null;
  },
});
