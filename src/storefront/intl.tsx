import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The pages' messages: ICU messages parsed by the server at start (server/messages.ts) and
 * formatted here, the same code on the server and in the browser. It formats what the shop's
 * messages use (arguments, plural with #, select, number, date, rich-text tags) with the
 * platform's Intl, in a twentieth of the code of a general ICU runtime: every page's first load
 * carries it.
 */

// The element types of a parsed message (@formatjs/icu-messageformat-parser's TYPE).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/** Parsed messages by key. */
export type ParsedMessages = Record<string, MessageFormatElement[]>;

/** What a message interpolates: text, numbers, pages' elements, and functions for its tags. */
export type MessageValues = Record<string, unknown>;

/** A language's formatters, as `useIntl()` gives them. */
export interface IntlShape {
  locale: string;
  /** A message as text (its values text or numbers). */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  /** A message as parts: text, and the elements its values hold. */
  formatMessageParts(descriptor: { id: string }, values?: MessageValues): unknown[];
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    if (cache.size > 500) cache.clear();
    cache.set(key, found);
  }
  return found;
}
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(
    options ? `n${locale}${JSON.stringify(options)}` : `n${locale}`,
    () => new Intl.NumberFormat(locale, options),
  );
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  cached(`p${locale}${type}`, () => new Intl.PluralRules(locale, { type }));

/**
 * A number as the language writes it. A count from 0 to 999 reads as its digits in every
 * language of the shop (Latin digits, no grouping below a thousand; intl.test.ts holds them to
 * Intl): a review count needs no Intl.NumberFormat, whose first construction costs a product
 * page's hydration 20-30 ms of a phone's main thread (ICU's locale data).
 */
function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(locale, options).format(value);
}

/** A message that is plain text (no arguments), as its text; undefined for any other. */
function plainText(message: MessageFormatElement[] | undefined): string | undefined {
  // Read by index: most messages of a page go through here, and a rest pattern builds an array.
  const only = message?.length === 1 ? message[0]! : undefined;
  return only?.type === LITERAL ? only.value : undefined;
}

/**
 * A medium date ("Nov 27, 2026", "27.11.2026") from the language's own pattern and month names
 * (messages `date.medium` and `date.months_short`, written from Intl's: messages.test.ts holds
 * every language to it), or undefined where the messages lack them. The page's first render of
 * a date (a review's, an order's) then needs no Intl.DateTimeFormat, whose first construction
 * costs a phone 50-60 ms of main thread (ICU's calendar data).
 */
function mediumDate(messages: ParsedMessages, date: Date, utc: boolean): string | undefined {
  const pattern = plainText(messages['date.medium']);
  const months = plainText(messages['date.months_short'])?.split('|');
  if (!pattern || months?.length !== 12 || Number.isNaN(date.getTime())) return undefined;
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const two = (n: number) => String(n).padStart(2, '0');
  const fields: Record<string, string> = {
    d: String(day),
    dd: two(day),
    M: String(month + 1),
    MM: two(month + 1),
    MMM: months[month]!,
    y: String(year),
  };
  return pattern.replace(/d{1,2}|M{1,3}|y/g, (field) => fields[field]!);
}

/** Whether date options ask for the medium date alone (in UTC or the device's time zone). */
const isMediumDate = (options: Intl.DateTimeFormatOptions | undefined) =>
  options?.dateStyle === 'medium' &&
  Object.keys(options).every(
    (key) => key === 'dateStyle' || (key === 'timeZone' && options.timeZone === 'UTC'),
  );

/** The options a number or date element names (a skeleton's parsed options, or a style). */
function styleOptions(style: unknown): Intl.NumberFormatOptions & Intl.DateTimeFormatOptions {
  if (style && typeof style === 'object' && 'parsedOptions' in style) {
    return (style as { parsedOptions: Intl.NumberFormatOptions }).parsedOptions;
  }
  if (style === 'percent') return { style: 'percent' };
  if (style === 'integer') return { maximumFractionDigits: 0 };
  if (style === 'short' || style === 'medium' || style === 'long' || style === 'full') {
    return { dateStyle: style };
  }
  return {};
}

/** Formats a parsed message into parts (strings, and whatever the values hold). */
export function formatParts(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues = {},
  pound?: number,
): unknown[] {
  // Most messages are one text: no parts to build.
  const text = plainText(elements);
  if (text !== undefined) return [text];
  const out: unknown[] = [];
  for (const el of elements) {
    switch (el.type) {
      case LITERAL:
        out.push(el.value);
        break;
      case ARGUMENT:
        out.push(values[el.value] ?? `{${el.value}}`);
        break;
      case NUMBER: {
        const options = el.style ? styleOptions(el.style) : undefined;
        out.push(formatNumber(locale, Number(values[el.value]), options));
        break;
      }
      case DATE:
      case TIME:
        out.push(
          dateFormat(locale, styleOptions(el.style)).format(
            new Date(values[el.value] as string | number),
          ),
        );
        break;
      case SELECT: {
        const option = el.options[String(values[el.value])] ?? el.options.other;
        if (option) out.push(...formatParts(option.value, locale, values, pound));
        break;
      }
      case PLURAL: {
        const n = Number(values[el.value]);
        const offset = n - el.offset;
        const option =
          el.options[`=${n}`] ??
          el.options[pluralRules(locale, el.pluralType ?? 'cardinal').select(offset)] ??
          el.options.other;
        if (option) out.push(...formatParts(option.value, locale, values, offset));
        break;
      }
      case POUND:
        out.push(formatNumber(locale, pound ?? 0));
        break;
      case TAG: {
        const children = formatParts(el.children, locale, values, pound);
        const wrap = values[el.value];
        out.push(typeof wrap === 'function' ? wrap(children) : children);
        break;
      }
    }
  }
  if (out.length === 1 && typeof out[0] === 'string') return out;
  // Neighbouring texts as one.
  return out.reduce<unknown[]>((parts, part) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else if (typeof part === 'number') parts.push(String(part));
    else parts.push(part);
    return parts;
  }, []);
}

/** A language's formatters over its parsed messages; an unknown key shows as itself. */
export function createIntl(locale: string, messages: ParsedMessages): IntlShape {
  const partsOf = ({ id }: { id: string }, values?: MessageValues) => {
    const message = messages[id];
    return message ? formatParts(message, locale, values) : [id];
  };
  return {
    locale,
    formatMessageParts: partsOf,
    formatMessage: (descriptor, values) => {
      const parts = partsOf(descriptor, values);
      return parts.length === 1 ? String(parts[0]) : parts.join('');
    },
    formatNumber: (value, options) =>
      formatNumber(locale, value, options && Object.keys(options).length ? options : undefined),
    formatDate: (value, options) => {
      const date = new Date(value);
      const medium = isMediumDate(options)
        ? mediumDate(messages, date, options?.timeZone === 'UTC')
        : undefined;
      return medium ?? dateFormat(locale, options).format(date);
    },
  };
}

const IntlContext = createContext<IntlShape | null>(null);

/** Gives the pages a language's formatters. */
export const IntlProvider = IntlContext.Provider;

/** The formatters of the page's language. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl outside IntlProvider');
  return intl;
}

/** A message, with its values (elements among them) in place. */
export function FormattedMessage({ id, values }: { id: string; values?: MessageValues }) {
  const parts = useIntl().formatMessageParts({ id }, values);
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part as ReactNode}</Fragment>
      ))}
    </>
  );
}

/** A date in the page's language. */
export function FormattedDate({
  value,
  ...options
}: { value: string | number | Date } & Intl.DateTimeFormatOptions) {
  return useIntl().formatDate(value, options);
}
