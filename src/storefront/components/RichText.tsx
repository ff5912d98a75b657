import { useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/** The first segments of the shop's paths that are not pages: no language prefix for them. */
const NOT_PAGES = new Set(['api', 'assets', 'media', 'messages', 'fonts', 'sitemaps']);

/** Whether a root-relative path is a page of the shop that has a language's URL. */
function isPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  // A two-letter first segment is a language's prefix already (the server sends any other
  // two-letter one to the page without it).
  if (NOT_PAGES.has(first) || /^[a-z]{2}$/.test(first)) return false;
  // A file (`/robots.txt`, `/sitemap.xml`, a PDF), not a page.
  return !/\.[a-z0-9]+$/i.test(segments[segments.length - 1] ?? '');
}

// A link's address in stored rich text: sanitize-html writes every attribute double-quoted.
const LINK = /(<a\b[^>]*?\shref=")(\/(?![/\\])[^"]*)"/gi;

/**
 * The merchant's HTML with its links to the shop's pages under the page's language prefix
 * (`/pages/returns` → `/de/pages/returns` on a German page): a link in a policy, a question's
 * answer, a post or a description keeps the shopper in their language. Other sites, files and
 * links already under a language are left as they are.
 */
export function shopLinksIn(html: string, basename: string | undefined): string {
  if (!basename || basename === '/' || !html.includes('href="/')) return html;
  return html.replace(LINK, (whole, start: string, path: string) =>
    isPagePath(path) ? `${start}${path === '/' ? basename : `${basename}${path}`}"` : whole,
  );
}

/**
 * Rich text the shop stored sanitised (sanitize-html on the way in: no script), shown as HTML
 * with its links in the page's language.
 */
export function RichText({
  html,
  className,
  dir,
}: {
  html: string;
  className: string;
  dir?: 'auto';
}) {
  const basename = useContext(UNSAFE_DataRouterContext)?.basename;
  return (
    <div
      className={className}
      dir={dir}
      dangerouslySetInnerHTML={{ __html: shopLinksIn(html, basename) }}
    />
  );
}
