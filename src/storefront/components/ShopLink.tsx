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
export function ShopLink(props: ShopLinkProps) {
  const { to, reloadDocument, onClick, target } = props;
  // The router itself: one context read, where useNavigate costs four hooks a link.
  const context = useContext(UNSAFE_DataRouterContext);
  const router = context?.router;
  // The anchor's attributes copied by hand: a rest pattern spread again into the element took
  // ~4 µs a link (a product page renders about forty), a plain copy a fiftieth of it.
  const anchor: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown> = {};
  for (const key in props) {
    if (!OWN_PROPS.has(key)) anchor[key] = props[key as keyof ShopLinkProps];
  }
  anchor.href = inBasename(context?.basename, to);
  anchor.target = target;
  anchor.onClick = (event) => {
    onClick?.(event);
    if (!router || reloadDocument || leavesToBrowser(event, target)) return;
    event.preventDefault();
    void router.navigate(to);
  };
  return <a {...anchor} />;
}
/** What ShopLink takes for itself, not for its anchor. */
const OWN_PROPS = new Set(['to', 'reloadDocument', 'onClick', 'target']);

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
  const path = withoutTrailingSlash(to.split(/[?#]/, 1)[0]!);
  const here = withoutTrailingSlash(pathname);
  if (here === path) return true;
  return !end && path !== '/' && here.startsWith(`${path}/`);
}
const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** A navigation link that marks the current page (class `active`, `aria-current="page"`). */
export function ShopNavLink(props: ShopLinkProps & { end?: boolean; className?: string }) {
  const { pathname } = useLocation();
  const { end, className } = props;
  const active = isCurrentPath(pathname, props.to, end);
  const link = {} as ShopLinkProps & Record<string, unknown>;
  for (const key in props) if (key !== 'end') link[key] = props[key as keyof ShopLinkProps];
  link.className =
    (active ? (className ? `${className} active` : 'active') : className) || undefined;
  link['aria-current'] = active ? 'page' : undefined;
  return <ShopLink {...link} />;
}
