import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { CompiledMessages } from './server/messages.ts';
import { ShopProvider, type ShopBoot } from './state/shop.tsx';

// One formatter set per language and catalogue, shared by every render. The messages arrive
// parsed (ICU ASTs compiled by the server at start), so no message parser runs or ships.
const intls = new WeakMap<CompiledMessages, IntlShape>();
function intlFor(boot: ShopBoot): IntlShape {
  let intl = intls.get(boot.messages);
  if (!intl) {
    intl = createIntl(
      { locale: boot.intlLocale, messages: boot.messages, defaultLocale: 'en-US' },
      createIntlCache(),
    );
    intls.set(boot.messages, intl);
  }
  return intl;
}

/** What every page sits in, on the server and in the browser alike: shop data and messages. */
export function Providers({ boot, children }: { boot: ShopBoot; children: ReactNode }) {
  return (
    <ShopProvider value={boot}>
      <RawIntlProvider value={intlFor(boot)}>{children}</RawIntlProvider>
    </ShopProvider>
  );
}
