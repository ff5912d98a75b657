import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from '../../intl.tsx';
import { loadWishlist, toggleWish, useWishlist } from '../../state/wishlist.ts';
// Its stylesheet rides with the product page's (sections/main-product), as it paints with it.

const LoginDialog = lazy(() => import('./LoginDialog.tsx'));

/**
 * The wishlist heart (spec section 4, Wishlist toggle): pressed when the product is wished.
 * A visitor gets the login dialog, and once logged in the product joins.
 */
export function WishlistButton({
  productId,
  variantId,
}: {
  productId: number;
  variantId: number | null;
}) {
  const { ids, loading } = useWishlist();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const wished = ids.includes(productId);
  const toggle = async () => {
    setBusy(true);
    const outcome = await toggleWish(productId, variantId);
    setBusy(false);
    if (outcome === 'login') setAsking(true);
  };
  return (
    <>
      <button
        type="button"
        className="wish-button"
        aria-pressed={wished}
        aria-busy={busy || loading || undefined}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="wish-button"
      >
        <span className="wish-button__heart" aria-hidden="true" />
        <FormattedMessage id="wishlist.add" />
      </button>
      {asking && (
        <Suspense fallback={null}>
          <LoginDialog
            onClose={() => setAsking(false)}
            onLoggedIn={() => {
              setAsking(false);
              loadWishlist(true);
              void toggle();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
