import { createContext, useContext } from 'react';
import type { ThemeSettings } from '../../themes/types.ts';
import type { Template } from '../../themes/types.ts';
import type { Locale, Messages } from '../i18n/locales.ts';

/** What the server hands the page at start: language, theme and shop facts. */
export interface ShopBoot {
  locale: Locale;
  intlLocale: string;
  messages: Messages;
  shopName: string;
  currency: string;
  theme: { name: string; settings: ThemeSettings; templates: Record<string, Template> };
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
