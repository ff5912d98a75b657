import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import { useHydrated } from '../../state/hydrated.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

// Personal, so drawn in the browser only: the record and the strip load after hydration.
const RecentStrip = lazy(() => import('./RecentStrip.tsx'));

/**
 * Recently viewed (spec section 2, browsing record): on a product page the product is recorded
 * in local storage; every page with the section shows the record, the product on screen left
 * out. Never in the server's HTML, which shops may cache for everyone.
 */
export default defineSection<z.output<typeof settings>, null, unknown>({
  // Nothing of it is in the server's page: its code, too, comes after the page has hydrated.
  hydrate: 'after-page',
  Component: function RecentlyViewed({ id, settings, page }) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <RecentStrip id={id} limit={settings.limit} page={page} />
      </Suspense>
    );
  },
});
