import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the shop, absolute ("/products/x?variant=2"). */
  to: string;
  /** Leave the click to the browser: a full page load. */
  reloadDocument?: boolean;
}

/** A click the browser should handle itself: another button, a modifier key, another window. */
function leavesToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/**
 * A link inside the shop: an ordinary `<a href>` (so it works before hydration and without
 * JavaScript) that navigates in the router when hydrated. Every `to` in the storefront is an
 * absolute path, so it skips React Router's `<Link>` path resolution, which measured a quarter of
 * the server's render time of the cart page (`node --cpu-prof` under `npm run bench` load).
 */
export function ShopLink({ to, reloadDocument, onClick, target, ...rest }: ShopLinkProps) {
  // The router itself: one context read, where useNavigate costs four hooks a link.
  const context = useContext(UNSAFE_DataRouterContext);
  const router = context?.router;
  return (
    <a
      {...rest}
      href={inBasename(context?.basename, to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!router || reloadDocument || leavesToBrowser(event, target)) return;
        event.preventDefault();
        void router.navigate(to);
      }}
    />
  );
}

/** A path of the shop under the page's language prefix (the router's basename), if it has one. */
function inBasename(basename: string | undefined, path: string): string {
  if (!basename || basename === '/') return path;
  return path === '/' ? basename : `${basename}${path}`;
}

/**
 * A path of the shop as this page's language writes it (`/cart` → `/de/cart` on a German
 * page): for a form's action and anything else that leaves the router.
 */
export function useShopPath(): (path: string) => string {
  const basename = useContext(UNSAFE_DataRouterContext)?.basename;
  return (path) => inBasename(basename, path);
}

/** Whether `to` is the page shown: the same path, or (unless `end`) a page under it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const path = to.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  const here = pathname.replace(/(.)\/$/, '$1');
  if (here === path) return true;
  return !end && path !== '/' && here.startsWith(`${path}/`);
}

/** A navigation link that marks the current page (class `active`, `aria-current="page"`). */
export function ShopNavLink({
  end,
  className,
  ...props
}: ShopLinkProps & { end?: boolean; className?: string }) {
  const { pathname } = useLocation();
  const active = isCurrentPath(pathname, props.to, end);
  return (
    <ShopLink
      {...props}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
