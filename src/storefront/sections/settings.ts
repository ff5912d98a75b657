import { z } from 'zod';
import messages from '../i18n/messages/en-US.json';

/** A message key in the shop's messages: text in a template is a key, translated per shopper. */
export const messageKey = (fallback: string) =>
  z
    .string()
    .refine((key) => key in messages, { error: (issue) => `no message "${issue.input}"` })
    .default(fallback);

/** A path inside the shop (a link target in a template). */
export const shopPath = (fallback: string) =>
  z
    .string()
    .regex(/^\/[^/]/, 'must be a path that starts with /')
    .or(z.literal('/'))
    .default(fallback);

/**
 * A colour scheme of the theme (design.color_schemes) that a section paints itself, by name:
 * its class `scheme-<name>` sets the section's colours. Any section may name one (the template's
 * check refuses a name the theme lacks); one that does not declare this is wrapped in it.
 */
export const colorSchemeName = () =>
  z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be the lower-case name of a colour scheme');
