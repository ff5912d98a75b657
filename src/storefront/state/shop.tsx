import { createContext, useContext } from 'react';
import type { Locale } from '../../platform/locales.ts';
import type { CompiledMessages } from '../server/messages.ts';
import type { BrowserTheme } from '../theme/types.ts';
import type { BrowserPixel } from '../../modules/analytics/pixels.ts';

/** What the server hands the page at start: language, theme and shop facts. */
export interface ShopBoot {
  locale: Locale;
  intlLocale: string;
  messages: CompiledMessages;
  /**
   * Where the browser gets `messages`: a file of the language's own, named by its content's
   * hash and kept by the browser, so that no page carries them (they were a quarter of it).
   */
  messagesUrl: string;
  shopName: string;
  currency: string;
  theme: BrowserTheme;
  /**
   * Where this page's language lives in the URL (`/de`), or '' (the default language, or a
   * page whose language came from the shopper's cookie): the router's basename.
   */
  basename: string;
  /** The trackers the browser tells itself by a beacon (none: only the shop's own analytics). */
  pixels?: BrowserPixel[];
  /** The GA4 stream the shop tells purchases to, whose cookies hold the shopper's GA4 ids. */
  ga4MeasurementId?: string;
}

const ShopContext = createContext<ShopBoot | null>(null);

/** Provides the boot data to every component. */
export const ShopProvider = ShopContext.Provider;

/** The shop's boot data (theme, language, currency). */
export function useShop(): ShopBoot {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop outside ShopProvider');
  return shop;
}
