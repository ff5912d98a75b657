import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Files of the storefront that run on the server only: the browser bundle never reaches them.
const STOREFRONT_SERVER = [
  'src/storefront/server/**',
  'src/storefront/entry-server.tsx',
  'src/storefront/theme/load.ts',
  'src/storefront/theme/design.ts',
  'src/storefront/theme/migrate.ts',
  'src/storefront/theme/settings.ts',
  'src/storefront/sections/settings.ts',
  'src/storefront/sections/*/settings.ts',
  'src/storefront/**/*.test.{ts,tsx}',
];

// What a module may not import: another module's tables or routes, or the storefront.
const MODULE_RULES = [
  {
    group: ['../*/schema.ts', '**/modules/*/schema.ts'],
    message: "A module owns its tables: call the other module's service instead.",
  },
  {
    // From a module's own folder (../x/routes.ts) or a folder inside it (../../x/routes.ts);
    // its own routes (./routes.ts, ../routes.ts) stay its own business.
    group: [
      '../*/routes',
      '../*/routes.ts',
      '../../*/routes',
      '../../*/routes.ts',
      '**/modules/*/routes',
      '**/modules/*/routes.ts',
    ],
    message: "A module's routes are its own: import what it shares from its contract or presenter.",
  },
  {
    group: ['**/storefront/**'],
    message: 'Modules serve the storefront; they do not import it.',
  },
];

// What a module shares with the others: its contract and its service, and these files of pure
// rules, presenters and demo data. Any other file of another module (one that writes its tables
// beside its service, its internals) is its own business: ask its service, or share it here.
const MODULE_SHARED = {
  analytics: [
    'mask.ts',
    'ga4-ids.ts',
    'landing-campaign.ts',
    'consent-cookie.ts',
    'visit-consent.ts',
  ],
  cart: ['order-draft.ts', 'present.ts'],
  catalog: ['seed.ts', 'demo-plan.ts', 'stock.ts', 'stock-rule.ts'],
  currency: ['format.ts', 'location.ts', 'money.ts', 'money-text.ts'],
  discounts: ['definition.ts', 'engine.ts', 'model.ts'],
  geo: ['form-rules.ts'],
  media: ['generated.ts', 'image-url.ts'],
  orders: ['model.ts', 'pricing.ts', 'present.ts'],
  payments: ['causes.ts', 'provider.ts'],
  shipping: ['label.ts', 'rates.ts'],
};

/** Another module's files but its shared ones, as written from a file `up` below src/modules/. */
const otherModulesFiles = (up) => {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const shared = Object.entries(MODULE_SHARED)
    .flatMap(([name, files]) => files.map((file) => escape(`${name}/${file}`)))
    .join('|');
  return {
    // `up`, then a module's folder (not a way further up), then any file of it but those.
    regex: `^${escape(up)}(?!\\.\\.?/)(?!(?:${shared})$)[^/]+/(?!(?:contract|service)\\.ts$).+$`,
    message:
      'Another module shares its contract, its service and the files of MODULE_SHARED (eslint.config.js): call its service, or share the file there.',
  };
};

// The shared test helpers (app.inject flows, demo addresses) are for tests only.
const NOT_TEST_HELPERS = [
  { group: ['**/test/*', '../test/*'], message: 'Test helpers in src/test/ are for tests only.' },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', '.tmp', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The rules of the house (ARCHITECTURE.md, Layout), enforced here rather than remembered.
  {
    files: ['src/platform/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/storefront/**', '**/themes/**'],
              message: 'The platform knows no business and no page: the process wires them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/modules/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...MODULE_RULES, ...NOT_TEST_HELPERS] },
      ],
    },
  },
  {
    // A module's own files: from src/modules/x/a.ts another module is ../y/, from
    // src/modules/x/part/a.ts it is ../../y/.
    files: ['src/modules/*/*.{ts,tsx}'],
    ignores: ['src/modules/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...MODULE_RULES, otherModulesFiles('../'), ...NOT_TEST_HELPERS] },
      ],
    },
  },
  {
    files: ['src/modules/*/*/*.{ts,tsx}'],
    ignores: ['src/modules/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...MODULE_RULES, otherModulesFiles('../../'), ...NOT_TEST_HELPERS] },
      ],
    },
  },
  {
    // A module's tests may use the shared test helpers in src/test/ and other modules'
    // fixtures (test cards, demo shipping).
    files: ['src/modules/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: MODULE_RULES }],
    },
  },
  {
    files: ['src/storefront/**'],
    ignores: STOREFRONT_SERVER,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/service.ts',
                '**/schema.ts',
                '**/plugin.ts',
                '**/routes.ts',
                '**/seed.ts',
              ],
              message: 'Browser code never imports server code (services, tables, routes).',
            },
            {
              group: ['**/platform/**', '**/contract.ts', '**/settings.ts', 'zod', 'zod/*'],
              allowTypeImports: true,
              message: 'Browser code takes types only from the platform, contracts and schemas.',
            },
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: "Browser code takes types only from the storefront's server side.",
            },
            {
              group: ['react-intl'],
              message:
                "Pages format their messages with storefront/intl.tsx (every page's first load carries it).",
            },
          ],
        },
      ],
    },
  },
  {
    // Every stored value is an expiring entry (data, time, expire): storage is reached through
    // storefront/state/expiring-entry.ts only.
    files: ['src/storefront/**'],
    ignores: ['src/storefront/state/expiring-entry.ts', 'src/storefront/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Keep stored values as expiring entries (storefront/state/expiring-entry.ts).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage'].map((property) => ({
          object: 'window',
          property,
          message: 'Keep stored values as expiring entries (storefront/state/expiring-entry.ts).',
        })),
      ],
    },
  },
);
