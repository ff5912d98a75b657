import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl, FormattedMessage } from '../../intl.tsx';
import { loadWishlist, toggleWish, useWishlist } from '../../state/wishlist.ts';
// Its stylesheet rides with the product page's (sections/main-product) and the card hearts'.

const LoginDialog = lazy(() => import('./LoginDialog.tsx'));

/**
 * A product's wishlist toggle (spec section 4, Wishlist toggle): whether it is wished, and the
 * click that toggles it. A visitor gets the login dialog (`dialog`), and once logged in the
 * product joins.
 */
function useWishToggle(productId: number, variantId: number | null) {
  const { ids, loading } = useWishlist();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const outcome = await toggleWish(productId, variantId);
    setBusy(false);
    if (outcome === 'login') setAsking(true);
  };
  const dialog: ReactNode = asking && (
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
  );
  return { wished: ids.includes(productId), busy, loading, toggle, dialog };
}

/** The product page's wishlist heart, with its words. */
export function WishlistButton({
  productId,
  variantId,
}: {
  productId: number;
  variantId: number | null;
}) {
  const { wished, busy, loading, toggle, dialog } = useWishToggle(productId, variantId);
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
      {dialog}
    </>
  );
}

/** A product card's wishlist heart: the heart alone, over the card's picture. */
export function CardWishButton({ productId }: { productId: number }) {
  const intl = useIntl();
  const { wished, busy, toggle, dialog } = useWishToggle(productId, null);
  return (
    <>
      <button
        type="button"
        className="wish-button card-wish"
        aria-pressed={wished}
        aria-label={intl.formatMessage({ id: 'wishlist.add' })}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="card-wish"
      >
        <span className="wish-button__heart" aria-hidden="true" />
      </button>
      {dialog}
    </>
  );
}
