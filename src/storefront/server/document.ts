/** Everything the HTML shell around the app needs. */
export interface DocumentParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: string;
  routeName: string;
  title: string;
  description: string;
  canonical?: string | undefined;
  /** The page in each language (hreflang, its absolute URL), the default as `x-default`. */
  alternates?: { hreflang: string; href: string }[] | undefined;
  /** What a shared link shows (Open Graph and Twitter card). */
  share: {
    siteName: string;
    type: string;
    /** An absolute URL, or none. */
    image?: string | undefined;
  };
  /** schema.org structured data, each as one JSON-LD script. */
  jsonLd: object[];
  noindex: boolean;
  themeCss: string;
  /** The theme's font files the page's first paint needs (its language's script), preloaded. */
  fontPreloads?: string[] | undefined;
  /**
   * The page's first high-priority picture (its largest paint, as a rule), preloaded from the
   * head: `priorityImage` of the app's HTML.
   */
  imagePreload?: PriorityImage | undefined;
  stylesheets: string[];
  /**
   * The page's stylesheets joined in one file, when it is served so: that one is linked, and
   * the stylesheets' own links stay, disabled (never fetched), so that the browser's chunk
   * loader knows their styles are in.
   */
  combinedStylesheet?: string | undefined;
  preloads: string[];
  scripts: string[];
  appHtml: string;
  hydration: unknown;
  /** The boot data, already as script-safe JSON (it is the same for every page of a language). */
  bootJson: string;
  /** The language's messages, which the browser fetches as the page loads (preloaded). */
  messagesUrl: string;
  /** Shown above the page while the merchant previews another theme: what, and the way out. */
  previewBar?: { text: string; exit: string; href: string } | undefined;
}

// A small monogram, inline so that no page costs an extra request.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%231d1a17'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' fill='white' text-anchor='middle'%3EV%3C/text%3E%3C/svg%3E";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text for an attribute or an element; most of the head's texts need no escape at all. */
const escapeHtml = (s: string) =>
  /[&<>"']/.test(s) ? s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!) : s;

/**
 * JSON that is safe inside a <script> element (no closing tags, no line separators). Three
 * plain replaces: one with a function called per match took three times as long over a
 * product page's data, whose descriptions are HTML.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A picture's attributes as the app's HTML writes them (already escaped). */
export interface PriorityImage {
  src: string;
  srcset: string | undefined;
  sizes: string | undefined;
}

const PRIORITY = 'fetchPriority="high"';

/**
 * The first picture of the app's HTML that asks for high priority (the Image component's eager
 * pictures: a gallery's first, a collection's first card, a slideshow's first slide): the
 * head preloads it, so the browser asks for it before the styles and fonts, not once the parser
 * reaches it under the header.
 */
export function priorityImage(appHtml: string): PriorityImage | undefined {
  // React writes a preload link before each such picture too, in the body: the picture's own
  // tag is the one to read.
  for (let at = appHtml.indexOf(PRIORITY); at >= 0; at = appHtml.indexOf(PRIORITY, at + 1)) {
    const start = appHtml.lastIndexOf('<', at);
    if (!appHtml.startsWith('<img ', start)) continue;
    const tag = appHtml.slice(start, appHtml.indexOf('>', at));
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    const src = attr('src');
    return src ? { src, srcset: attr('srcSet'), sizes: attr('sizes') } : undefined;
  }
  return undefined;
}

/** The head's preload of the page's first high-priority picture. */
function imagePreloadTag({ src, srcset, sizes }: PriorityImage): string {
  const responsive = srcset
    ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">\n`;
}

/** The head's sharing and indexing tags: Open Graph, Twitter card, robots and JSON-LD. */
function shareTags(p: DocumentParts): string {
  const meta = (attr: 'property' | 'name', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">\n` : '';
  return (
    (p.noindex ? '<meta name="robots" content="noindex">\n' : '') +
    meta('property', 'og:site_name', p.share.siteName) +
    meta('property', 'og:type', p.share.type) +
    meta('property', 'og:title', p.title) +
    meta('property', 'og:description', p.description) +
    meta('property', 'og:url', p.canonical) +
    meta('property', 'og:image', p.share.image) +
    meta('name', 'twitter:card', p.share.image ? 'summary_large_image' : 'summary') +
    meta('name', 'twitter:title', p.title) +
    meta('name', 'twitter:description', p.description) +
    p.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>\n`).join('')
  );
}

/** The page's stylesheets: each linked, or their joined file with their own links disabled. */
function stylesheetTags(p: DocumentParts): string {
  const disabled = p.combinedStylesheet === undefined ? '' : ' disabled';
  const links = p.stylesheets.map(
    (href) => `<link rel="stylesheet" href="${escapeHtml(href)}"${disabled}>`,
  );
  if (p.combinedStylesheet !== undefined) {
    links.push(`<link rel="stylesheet" href="${escapeHtml(p.combinedStylesheet)}">`);
  }
  return links.join('\n');
}

/**
 * Marks a customer's browser on the document before it paints, from the login flag's cookie
 * (accounts/session-token.ts): a page kept for everyone then names the header's account link
 * as the customer's own with its stylesheet alone.
 */
const LOGIN_FLAG_SCRIPT =
  "/(?:^|; )vitrine_customer=1(?:;|$)/.test(document.cookie)&&(document.documentElement.dataset.customer='')";

/** The server-rendered page: head with styles and preloads, the app, its data and scripts. */
export function renderDocument(p: DocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(p.lang)}" dir="${p.dir}" data-theme="${escapeHtml(p.theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>${LOGIN_FLAG_SCRIPT}</script>
${p.imagePreload ? imagePreloadTag(p.imagePreload) : ''}<link rel="icon" href="${FAVICON}">
<title>${escapeHtml(p.title)}</title>
<meta name="description" content="${escapeHtml(p.description)}">
${p.canonical ? `<link rel="canonical" href="${escapeHtml(p.canonical)}">\n` : ''}${(p.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">\n`).join('')}${shareTags(p)}${stylesheetTags(p)}
<style>${p.themeCss}</style>
${(p.fontPreloads ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>\n`).join('')}<link rel="preload" href="${escapeHtml(p.messagesUrl)}" as="fetch" crossorigin="anonymous">
${p.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body data-route="${escapeHtml(p.routeName)}">
${p.previewBar ? `<p class="preview-bar" role="status">${escapeHtml(p.previewBar.text)} <a href="${escapeHtml(p.previewBar.href)}">${escapeHtml(p.previewBar.exit)}</a></p>\n` : ''}<div id="root">${p.appHtml}</div>
<script>window.__staticRouterHydrationData=${scriptJson(p.hydration)}</script>
<script type="application/json" id="vitrine-boot">${p.bootJson}</script>
${p.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</body>
</html>`;
}
