import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { Messages } from '../platform/locales.ts';
import type { CompiledMessages } from './server/messages.ts';
import { CurrencyProvider } from './state/currency.tsx';
import { ShopProvider, type ShopBoot } from './state/shop.tsx';

// One formatter set per language and catalogue, shared by every render.
const intls = new WeakMap<object, IntlShape>();
function intlFor(locale: string, messages: CompiledMessages | Messages): IntlShape {
  let intl = intls.get(messages);
  if (!intl) {
    intl = createIntl({ locale, messages, defaultLocale: 'en-US' }, createIntlCache());
    intls.set(messages, intl);
  }
  return intl;
}

/**
 * What every page sits in, on the server and in the browser alike: shop data, messages and the
 * display currency. The
 * browser formats the boot's parsed messages (ICU ASTs compiled by the server at start), so no
 * message parser ships; the server passes the message texts instead (`messages`): it has the
 * parser, and react-intl keys its formatter cache by the message, a string being the cheaper key.
 */
export function Providers({
  boot,
  messages = boot.messages,
  children,
}: {
  boot: ShopBoot;
  messages?: CompiledMessages | Messages;
  children: ReactNode;
}) {
  return (
    <ShopProvider value={boot}>
      <RawIntlProvider value={intlFor(boot.intlLocale, messages)}>
        <CurrencyProvider>{children}</CurrencyProvider>
      </RawIntlProvider>
    </ShopProvider>
  );
}
