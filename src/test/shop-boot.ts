import { compileMessages, loadMessages } from '../storefront/server/messages.ts';
import type { ShopBoot } from '../storefront/state/shop.tsx';
import { browserTheme, loadShopTheme } from '../storefront/theme/load.ts';

/** What a page starts from, in English, for a test that renders storefront components. */
export async function englishShopBoot(
  theme: ReturnType<typeof loadShopTheme> = loadShopTheme('vogue'),
): Promise<ShopBoot> {
  return {
    locale: 'en-US',
    intlLocale: 'en-US',
    messages: compileMessages(await loadMessages('en-US')),
    messagesUrl: '/i18n/en-US.test.json',
    shopName: 'Vitrine',
    currency: 'USD',
    theme: browserTheme(theme),
    basename: '',
  };
}
