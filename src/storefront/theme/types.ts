/** The settings a theme turns on (spec section 3, Theme options; section 2, cart types). */
export interface ThemeSettings {
  cart_type: 'drawer' | 'popup' | 'page';
  add_to_cart: 'open_cart' | 'no' | 'go_to_cart';
  header_hide_cart_icon: boolean;
  buy_button_type: '' | 'popup' | 'link' | 'add';
  product_card: { image_ratio: string; show_vendor: boolean; show_rating: boolean };
  show_currency_selector: {
    show_selector: boolean;
    currency_selector_type: string;
    check_display: boolean;
    cart_display: boolean;
  };
  defaullt_currency: string;
  defaullt_currencyList: string[];
  cart_coupon_input: { mobile: string; desktop: string };
  show_style_combination_on_card: boolean;
  /** Palette bubbles on cards (spec section 3, Palette config; checked by catalog's option-rules). */
  product_palette: {
    show_position: 'all' | 'detail';
    show_num: number;
    show_style: 'swatch' | 'label';
    bubble_style: number;
    bubble_color: string;
  };
  smart_search: boolean;
  checkout_layout: 'steps' | 'all_in_one';
  checkout_auto_complete: boolean;
}

/** Section settings after validation: each section type's schema fills its defaults. */
export type SectionSettings = Record<string, unknown>;

/** One section instance of a template, with its settings. */
export interface SectionInstance {
  type: string;
  settings: SectionSettings;
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
  tokens: Record<string, string>;
  templates: Record<TemplatePage, Template>;
}
