import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A list as one PostgreSQL array literal: `{1,2}`, or `{"a","b \"c\""}` for text. */
function arrayLiteral(values: readonly (number | string)[]): string {
  const items = values.map((v) =>
    typeof v === 'number' ? String(Math.trunc(v)) : `"${v.replace(/[\\"]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}

/** The array type a list binds as: whole numbers as `int[]`, anything else as `text[]`. */
const arrayType = (values: readonly (number | string)[]) =>
  sql.raw(typeof values[0] === 'number' ? 'int[]' : 'text[]');

/**
 * `column = any($1)`: the list bound as one array parameter. An `in ($1, … $n)` list binds one
 * parameter per value, and PostgreSQL refuses a statement of more than 65,535 parameters (a
 * seed of 100,000 products named them all); this one is the same at any length and uses the
 * column's index as `in` does.
 */
export const isAnyOf = (column: SQLWrapper, values: readonly number[] | readonly string[]): SQL =>
  values.length === 0
    ? sql`false`
    : sql`${column} = any(${sql.param(arrayLiteral(values))}::${arrayType(values)})`;

/** `column <> all($1)`: none of the list, bound as one array parameter (see `isAnyOf`). */
export const isNoneOf = (column: SQLWrapper, values: readonly number[] | readonly string[]): SQL =>
  values.length === 0
    ? sql`true`
    : sql`${column} <> all(${sql.param(arrayLiteral(values))}::${arrayType(values)})`;

/**
 * A list of texts (or nulls) as one `text[]` parameter's literal: with `unnest`, a thousand rows
 * go into one statement as a few parameters, and no query builder walks each value.
 */
export const textArray = (values: readonly (string | null)[]): SQL =>
  sql`${sql.param(
    `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`,
  )}::text[]`;
