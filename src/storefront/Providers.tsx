import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ShopProvider, type ShopBoot } from './state/shop.tsx';

/** What every page sits in, on the server and in the browser alike: shop data and messages. */
export function Providers({ boot, children }: { boot: ShopBoot; children: ReactNode }) {
  return (
    <ShopProvider value={boot}>
      <IntlProvider locale={boot.intlLocale} messages={boot.messages} defaultLocale="en-US">
        {children}
      </IntlProvider>
    </ShopProvider>
  );
}
