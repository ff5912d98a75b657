import { LANGUAGE_PATH } from '../storefront/i18n/languages.ts';
import type { PageModule } from '../storefront/page.ts';
import { PAGES } from '../storefront/routes.tsx';

/**
 * The hostile values the fuzz test sends to every operation of the API and to every form
 * route: ids past 32 bits, negative, huge and not numbers, long strings, odd unicode and
 * prototype keys (as text in a query, a path or a form; as JSON values in a body).
 */
export const HOSTILE_TEXT = [
  '2147483648',
  '1,2147483648',
  '4294967296',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'abc',
  '',
  'a'.repeat(41),
  'a'.repeat(201),
  'a'.repeat(10_000),
  '\u202eevil\u200f',
  '\u0000',
  '👩‍👩‍👧‍👦',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'https://evil.example/',
] as const;

/** Hostile JSON values for a body's fields: the wrong types a broken client sends, too. */
export const HOSTILE_JSON: unknown[] = [
  '2147483648',
  '-1',
  'abc',
  'a'.repeat(201),
  'a'.repeat(10_000),
  '\u202eevil\u0000',
  '__proto__',
  2 ** 31,
  -1,
  1.5,
  1e308,
  null,
  true,
  [],
  { __proto__: null, constructor: 1 },
];

/** One OpenAPI operation: its method, path and the names of its parameters and body fields. */
export interface WalkedOperation {
  method: string;
  path: string;
  query: string[];
  params: string[];
  /** The JSON schema of its body, if it takes one. */
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of an OpenAPI document, as the fuzz test walks them. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: WalkedOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const names = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: names('query'),
        params: names('path'),
        body: op.requestBody ? (body ?? {}) : null,
      });
    }
  }
  return operations;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A plain value of a schema's type (1, 'a', the first choice), to reach past its siblings. */
function plainValue(schema: JsonSchema | undefined): unknown {
  const s = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema ?? {};
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.enum) return s.enum[0];
  if (type === 'object' || s.properties)
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, plainValue(v)]),
    );
  if (type === 'array') return [plainValue(s.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  return 'a';
}

/** Every field of a body schema, nested ones included, as paths (`items.0.product_id`). */
function fieldPaths(schema: JsonSchema | undefined, prefix: (string | number)[] = []) {
  const s = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema ?? {};
  const paths: (string | number)[][] = prefix.length ? [prefix] : [];
  if (s.properties)
    for (const [key, child] of Object.entries(s.properties))
      paths.push(...fieldPaths(child, [...prefix, key]));
  if (s.items) paths.push(...fieldPaths(s.items, [...prefix, 0]).filter((p) => p.length > 0));
  return paths;
}

/** The bodies the fuzz test sends to an operation: each field in turn hostile, the rest plain. */
export function hostileBodies(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [];
  for (const path of fieldPaths(schema)) {
    for (const value of HOSTILE_JSON) {
      const body = structuredClone(plainValue(schema)) as Record<string | number, unknown>;
      let at: Record<string | number, unknown> = body;
      for (const key of path.slice(0, -1)) {
        at[key] = typeof at[key] === 'object' && at[key] !== null ? at[key] : {};
        at = at[key] as Record<string | number, unknown>;
      }
      at[path.at(-1)!] = value;
      bodies.push(body);
    }
  }
  return bodies;
}

/**
 * A page's paths from the storefront's route table, its parameters filled from `values`
 * (`products/:slug` → `/products/classic-tee`); an optional one (`checkouts/:hash?`) gives
 * the path with it and the path without it.
 */
export function pagePaths(path: string | undefined, values: Record<string, string>): string[] {
  if (!path) return ['/'];
  let paths = [''];
  for (const part of path.split('/')) {
    const param = /^:(\w+)(\?)?$/.exec(part);
    if (!param) {
      paths = paths.map((p) => `${p}/${part}`);
      continue;
    }
    const [, name, optional] = param;
    const value = values[name!];
    if (value === undefined && !optional) throw new Error(`no value for ${part} of ${path}`);
    const filled = value === undefined ? [] : paths.map((p) => `${p}/${encodeURIComponent(value)}`);
    paths = [...filled, ...(optional ? paths : [])];
  }
  return paths;
}

/** The values a page path's parameters take when a test has none of its own. */
export const PLAIN_PAGE_VALUES = {
  slug: 'x',
  hash: 'abc',
  collection: 'x',
  post: 'x',
  handle: 'x',
  number: '1001',
};

/** Every page of the storefront's route table and the language form: where a form may post. */
export const postedRoutes = (values: Record<string, string> = PLAIN_PAGE_VALUES) => [
  ...PAGES.flatMap((page) => pagePaths(page.path, { ...PLAIN_PAGE_VALUES, ...values })),
  LANGUAGE_PATH,
];

/**
 * The pages of the route table whose module has an action (`forms`), and the others: a new form
 * page is walked without being named in a test.
 */
export async function formPages(values: Record<string, string> = PLAIN_PAGE_VALUES) {
  const forms: string[] = [];
  const others: string[] = [];
  for (const page of PAGES) {
    const module = (await import(`../storefront/routes/${page.file}.tsx`)) as PageModule;
    const paths = pagePaths(page.path, { ...PLAIN_PAGE_VALUES, ...values });
    (module.action ? forms : others).push(...paths);
  }
  return { forms, others };
}

/** A route's URL with its parameters (`:key`, `*`) filled, each the same value. */
export const routeUrl = (url: string, value: string) =>
  url.replace(/:\w+|\*/g, () => encodeURIComponent(value.toWellFormed()));

/** Query names the routes hidden from the OpenAPI document read (`?token=`, `?redirect=` ...). */
export const HIDDEN_QUERY = ['token', 'redirect', 'w', 'page', 'v'] as const;

/** Bodies of a type the JSON API never takes: files, broken multipart, plain text. */
export const RAW_BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'image/png', body: Buffer.from(`\x89PNG\r\n\x1a\n${'a'.repeat(201)}`, 'latin1') },
  { type: 'image/jpeg', body: Buffer.alloc(0) },
  { type: 'application/pdf', body: '%PDF-1.4\n' },
  { type: 'application/octet-stream', body: Buffer.from([0, 255, 0, 255]) },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data' },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: 'text/plain', body: 'a'.repeat(201) },
];

/** The fields those forms read, and the intents they act on. */
export const FORM_FIELDS = [
  'line',
  'quantity',
  'code',
  'note',
  'product_id',
  'variant_id',
  'email',
  'method_id',
  'payment_method',
  'expected_total',
  'idempotency_key',
  'payment_token',
  'layout',
  'locale',
  'return_to',
  'name',
  'phone',
  'order_number',
  'message',
  'shipping_address.country',
  'shipping_address.postcode',
  'option[Color]',
] as const;
export const FORM_INTENTS = [
  'add',
  'update',
  'remove',
  'coupon',
  'note',
  'contact',
  'shipping',
  'pay',
];

/** Origins that are not the shop's own: not a URL, `null`, another site, scheme or port. */
export const FOREIGN_ORIGINS = [
  'not a url',
  'null',
  '',
  'https://evil.example',
  'https://localhost',
  'http://localhost:8080',
  'http://localhost.evil.example',
  'javascript:alert(1)',
] as const;
