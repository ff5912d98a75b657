import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The chunks whose scripts may come one step late (see modulePreload below): the pages off the
 * way to a purchase (the account's, blogs, policies, questions, videos, contact, tracking, and
 * the order's own after it is placed), the product page's parts that hydrate after its first
 * load or open on a click (the zoom), and the sections that declare they hydrate after the page or render in the browser
 * alone.
 */
const LATER_SECTIONS = readdirSync('src/storefront/sections', { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      existsSync(`src/storefront/sections/${entry.name}/index.tsx`) &&
      /hydrate: '(after-page|in-browser)'/.test(
        readFileSync(`src/storefront/sections/${entry.name}/index.tsx`, 'utf8'),
      ),
  )
  .map((entry) => entry.name);
const LATER_CHUNKS = new RegExp(
  `/(${[
    ...[
      'Account',
      'AccountOrder',
      'Addresses',
      'Login',
      'Register',
      'ResetPassword',
      'Wishlist',
      'Security',
    ],
    ...['Blogs', 'BlogCollection', 'BlogPost', 'Policies', 'Policy', 'Faq', 'Videos'],
    ...['Contact', 'TrackOrder', 'OrderProcessing', 'OrderThanks'],
    ...['ProductMerchParts', 'ProductOffers', 'PriceDetails', 'GalleryZoom'],
    ...['LaterExtras', 'RewardsPanel', 'CardHearts', 'WishlistButton'],
    ...LATER_SECTIONS,
  ].join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * React Router's production build names its components and contexts for React's developer
 * tools (`Link.displayName = "Link"`) and makes them with calls a bundler cannot know are pure
 * (`React.forwardRef(...)`): both keep every component in the browser's bundle, used or not
 * (its `<Link>` with its prefetching, `<NavLink>`, `<ScrollRestoration>`). Without the names,
 * and with the calls marked pure, the bundler leaves out what the shop does not use.
 */
function routerComponentsShakeable(): Plugin {
  return {
    name: 'vitrine:router-components-shakeable',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w]+\.mjs$/ },
      // Lines stay where they were: the source map stands as it is (`map: null`).
      handler: (code) => ({
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^var (\w+) = (React\d*\.(?:forwardRef|createContext)\()/gm,
            'var $1 = /* @__PURE__ */ $2',
          ),
        map: null,
      }),
    },
  };
}

// One config, two builds: `vite build` makes the browser bundle (with a manifest for the server
// to find chunks), `vite build --ssr src/bin.ts` bundles the server and its React entry for Node.
// The browser runs React 19 itself, as the server does, in development and production alike.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [routerComponentsShakeable()])],
  resolve: {
    // Pages carry their messages parsed (the server compiles them at start): the browser
    // formats ICU ASTs and needs no parser. The server's own build keeps it.
    alias: [
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]),
      // React Router's package offers its development build to every bundler and to Node (its
      // warnings kept); the browser and the server take its production build, the same code
      // without them (8 % of the server's time on an uncached product page, `--cpu-prof`).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { output: { entryFileNames: 'cli.js' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        // A chunk loaded later does not list what every page's first load has already brought
        // (the entry and what it imports: the framework, the bundler's runtime, the shared
        // chunk, and their stylesheets): 40 lists of the shop's later chunks shorter.
        // The chunks that may come one step late (LATER_CHUNKS) list only their stylesheets:
        // their scripts' own imports follow when they are loaded, and the lists every page's
        // first load carries are shorter.
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) =>
            deps.filter(
              (dep) =>
                !/\/(framework|rolldown-runtime|shop|entry-client)-[\w-]+\.(js|css)$/.test(dep) &&
                (dep.endsWith('.css') || !LATER_CHUNKS.test(file)),
            ),
        },
        target: 'es2022',
        rollupOptions: {
          input: 'src/storefront/entry-client.tsx',
          // The framework (React, its DOM, the router) in one chunk: one
          // request and one compression stream for what every page needs (0.8 KB less gzip).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  // The product page's buying parts, which a quick add, the cart and a grouped
                  // product share with it (choosing, counting, adding, starting the checkout, the
                  // description's links): one chunk, not six of a few hundred bytes.
                  name: 'buying',
                  test: /src[\\/]storefront[\\/](components[\\/]carousel\.ts|sections[\\/]main-product[\\/]add-to-cart\.ts|state[\\/]checkout-start\.ts)$/,
                  priority: 0,
                },
                {
                  // The small pieces most pages share (pictures, prices, ratings, adding to the
                  // cart, the store's calls, the bundler's preload helper): one chunk, not ten of
                  // a few hundred bytes each, each with its own request and compression overhead.
                  name: 'shop',
                  test: /src[\\/](storefront[\\/](components[\\/](Image|Price|Rating|Breadcrumb|RichText|lazy-part)\.tsx|components[\\/]card-tags\.ts|form-intents\.ts|state[\\/](after-add|shop-events)\.ts|styles[\\/]breakpoints\.ts)|modules[\\/](merchandising[\\/]tag-shows|media[\\/]image-url|catalog[\\/]variant-selection|cart[\\/]paired-lines)\.ts)$|vite[\\/]preload-helper|src[\\/]storefront[\\/]api-client\.ts$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
