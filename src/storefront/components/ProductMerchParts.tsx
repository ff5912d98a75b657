import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ProductDto } from '../../modules/catalog/contract.ts';
import type { ButtonDto } from '../../modules/merchandising/contract.ts';
import { sizedImageUrl } from '../../modules/media/image-url.ts';
import { useHydrated } from '../state/hydrated.ts';
import { WishlistButton } from './account/WishlistButton.tsx';
import { CustomButtons } from './CustomButtons.tsx';
import { divert } from './product-diversion.ts';

export { ProductTags } from './ProductTags.tsx';
export { SizeChartLink } from './SizeChartLink.tsx';

/**
 * A product's diversion test (spec section 7, product_diversion_test/relationships): after
 * hydration, the share of visitors the test names goes on to the main product, replacing this
 * page in the history. The page itself is the same for everyone, as the cache keeps it.
 */
function useDiversion(productId: number) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void divert(productId).then((path) => {
      if (live && path) void navigate(path, { replace: true });
    });
    return () => void (live = false);
  }, [productId, navigate]);
}

// Share buttons are not needed for the first paint: their code loads after hydration.
const ShareButtons = lazy(() => import('./ShareButtons.tsx'));

/**
 * What the product's main block shows under add to cart: the custom buttons, then the share
 * buttons (once hydrated: they need the page's address); and the product's diversion test.
 */
export function ProductExtras({ product, buttons }: { product: ProductDto; buttons: ButtonDto[] }) {
  useDiversion(product.ID);
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : '';
  return (
    <>
      <WishlistButton productId={product.ID} variantId={null} />
      <CustomButtons buttons={buttons} />
      {hydrated && (
        <Suspense fallback={null}>
          <ShareButtons
            productId={product.ID}
            share={{
              url: new URL(product.path, origin).href,
              title: product.title,
              description: product.subtitle,
              media: product.feature_image
                ? new URL(sizedImageUrl(product.feature_image, 800), origin).href
                : '',
            }}
          />
        </Suspense>
      )}
    </>
  );
}
