import type { ReactNode } from 'react';
import { createIntl, IntlProvider, type IntlShape, type ParsedMessages } from './intl.tsx';
import { CurrencyProvider } from './state/currency.tsx';
import { ShopProvider, type ShopBoot } from './state/shop.tsx';

// One formatter set per language's messages, shared by every render.
const intls = new WeakMap<object, IntlShape>();
function intlFor(locale: string, messages: ParsedMessages): IntlShape {
  let intl = intls.get(messages);
  if (!intl) {
    intl = createIntl(locale, messages);
    intls.set(messages, intl);
  }
  return intl;
}

/**
 * What every page sits in, on the server and in the browser alike: shop data, messages and the
 * display currency. Both format the boot's parsed messages (ICU ASTs compiled by the server at
 * start) with the same code, so no message parser ships and both render the same text.
 */
export function Providers({ boot, children }: { boot: ShopBoot; children: ReactNode }) {
  return (
    <ShopProvider value={boot}>
      <IntlProvider value={intlFor(boot.intlLocale, boot.messages)}>
        <CurrencyProvider>{children}</CurrencyProvider>
      </IntlProvider>
    </ShopProvider>
  );
}
