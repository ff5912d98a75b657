import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishShopBoot } from '../../test/shop-boot.ts';
import { Providers } from '../Providers.tsx';
import { loadShopTheme } from '../theme/load.ts';
import type { ShopBoot } from '../state/shop.tsx';
import { TopTitle } from './TopTitle.tsx';

async function render(topTitle: unknown, locale: ShopBoot['locale'] = 'en-US') {
  const boot = await englishShopBoot(
    loadShopTheme('vogue', { file: 'settings.json', json: { top_title: topTitle } }),
  );
  return renderToString(
    <MemoryRouter>
      <Providers boot={{ ...boot, locale }}>
        <TopTitle />
      </Providers>
    </MemoryRouter>,
  );
}

describe('the top title (spec section 2)', () => {
  it("shows the merchant's line in the shopper's language, else the line for any other", async () => {
    const text = { '*': 'Free returns within 30 days', 'de-DE': 'Kostenlose Rücksendung' };
    expect(await render({ text, link: '/policies/refund-policy' })).toContain(
      'href="/policies/refund-policy">Free returns within 30 days</a>',
    );
    expect(await render({ text }, 'de-DE')).toContain('>Kostenlose Rücksendung</p>');
  });

  it('shows nothing when there is no line for the language (as the demo themes)', async () => {
    expect(await render({ text: { 'de-DE': 'Nur auf Deutsch' } })).toBe('');
    expect(loadShopTheme('vogue').settings.top_title).toEqual({ text: {} });
    expect(() =>
      loadShopTheme('vogue', { file: 'settings.json', json: { top_title: { text: { de: 'x' } } } }),
    ).toThrow('settings.json: top_title.text.de');
  });
});
