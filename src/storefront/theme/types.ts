import type { z } from 'zod';
import type { Design } from './design.ts';
import type { settingsSchema } from './settings.ts';

/** The settings a theme turns on, as its schema gives them (defaults filled in). */
export type ThemeSettings = z.output<typeof settingsSchema>;

/** Section settings after validation: each section type's schema fills its defaults. */
export type SectionSettings = Record<string, unknown>;

/** One section instance of a template, with its settings. */
export interface SectionInstance {
  type: string;
  settings: SectionSettings;
  /** The theme's colour scheme the section wears (its `color_scheme`), when it does not paint
   * it itself: the page wraps it in the scheme's colours. */
  scheme?: string;
}

/** A page template: sections in order (the shape of Dawn's templates/*.json). */
export interface Template {
  sections: Record<string, SectionInstance>;
  order: string[];
}

/** The pages composed from a template. */
export const TEMPLATE_PAGES = ['index', 'collection', 'search', 'product', 'cart'] as const;
export type TemplatePage = (typeof TEMPLATE_PAGES)[number];

/** A theme as data: settings, design tokens and page templates, validated. */
export interface Theme {
  name: string;
  settings: ThemeSettings;
  design: Design;
  templates: Record<TemplatePage, Template>;
}

/** What of its design the page's components read: where the header, cards and gallery go. */
export type ThemeLayout = Pick<Design, 'header' | 'product_page' | 'schemes'>;

/** The theme as the browser gets it: settings, templates and layout (its CSS comes apart). */
export interface BrowserTheme {
  name: string;
  settings: ThemeSettings;
  templates: Record<TemplatePage, Template>;
  layout: ThemeLayout;
}
