import { describe, expect, it } from 'vitest';
import {
  SHARE_NETWORKS,
  opensAsLink,
  sharePopupGeometry,
  shareUrl,
  type ShareConfig,
} from './share.ts';
import { diversionChoice } from './diversion.ts';
import { tagPlacementVars, tagShows, tagsShowSaving, tagText, tagWidth } from './tag-rules.ts';

const values = { price: 80, regular_price: 100, sku: 'DRS-01-M', stock: 7, manage_stock: true };
const format = { money: (n: number) => `€${n.toFixed(2)}`, onSale: 'On sale' };

describe('tag text placeholders (spec section 5, Display)', () => {
  it('fills SAVE_PERCENT, SAVE_AMOUNT, PRICE, SKU and STOCK', () => {
    expect(tagText('SAVE_PERCENT off', values, format)).toBe('20% off');
    expect(tagText('Save SAVE_AMOUNT', values, format)).toBe('Save €20.00');
    expect(tagText('Now PRICE', values, format)).toBe('Now €80.00');
    expect(tagText('SKU', values, format)).toBe('DRS-01-M');
    expect(tagText('Only STOCK left', values, format)).toBe('Only 7 left');
  });

  it("writes the percentage as the shopper's language does", () => {
    const percentIn = (locale: string) => (n: number) =>
      new Intl.NumberFormat(locale, { style: 'percent' }).format(n / 100);
    expect(tagText('SAVE_PERCENT off', values, { ...format, percent: percentIn('en-US') })).toBe(
      '20% off',
    );
    expect(tagText('SAVE_PERCENT Rabatt', values, { ...format, percent: percentIn('de-DE') })).toBe(
      '20\u00a0% Rabatt',
    );
    expect(
      tagText('SAVE_PERCENT de remise', values, { ...format, percent: percentIn('fr-FR') }),
    ).toMatch(/^20[\u00a0\u202f]% de remise$/);
  });

  it('floors the percentage as the price does, and STOCK reads the on-sale label unmanaged', () => {
    expect(tagText('SAVE_PERCENT', { ...values, price: 62.4 }, format)).toBe('37%');
    expect(tagText('Only STOCK left', { ...values, manage_stock: false }, format)).toBe(
      'Only On sale left',
    );
  });

  it('hides a saving text where there is no saving worth a tag', () => {
    expect(tagShows('SAVE_PERCENT off', values)).toBe(true);
    expect(tagShows('SAVE_PERCENT off', { ...values, regular_price: null })).toBe(false);
    expect(tagShows('SAVE_AMOUNT', { ...values, price: 99.5 })).toBe(false);
    expect(tagShows('Only STOCK left', { ...values, regular_price: null })).toBe(true);
  });

  it('shows a stock text only when the stock is at or below the merchant threshold', () => {
    // values.stock is 7.
    expect(tagShows('Only STOCK left', values, 5)).toBe(false);
    expect(tagShows('Only STOCK left', values, 7)).toBe(true);
    expect(tagShows('Only STOCK left', { ...values, manage_stock: false }, 5)).toBe(true);
  });

  it("says a card's saving once: a saving tag that shows takes the place of the card's badge", () => {
    const saving = { image_config: { text: 'SAVE_PERCENT off' } };
    expect(tagsShowSaving({ tags: [saving], values })).toBe(true);
    expect(tagsShowSaving({ tags: [saving], values: { ...values, regular_price: null } })).toBe(
      false,
    );
    expect(tagsShowSaving({ tags: [{ image_config: { text: 'New' } }], values })).toBe(false);
    expect(tagsShowSaving(undefined)).toBe(false);
  });
});

describe('tag size and place (spec section 9)', () => {
  it('writes unit percentage as % and px as px', () => {
    expect(tagWidth({ width: 20, unit: 'percentage' })).toBe('20%');
    expect(tagWidth({ width: 56, unit: 'px' })).toBe('56px');
  });

  it('places the phone and computer values in their own custom properties', () => {
    const vars = tagPlacementVars({
      pc: { width: 20, unit: 'percentage', position: 'top_left' },
      mobile: { width: 40, unit: 'px', position: 'bottom_right' },
    });
    expect(vars).toMatchObject({
      '--tag-w-pc': '20%',
      '--tag-top-pc': '8px',
      '--tag-left-pc': '8px',
      '--tag-right-pc': 'auto',
      '--tag-bottom-pc': 'auto',
      '--tag-w': '40px',
      '--tag-bottom': '8px',
      '--tag-right': '8px',
      '--tag-top': 'auto',
    });
  });
});

describe('share addresses (spec section 3, Share-network config)', () => {
  const config: ShareConfig = {
    url: 'https://shop.example/products/linen-wrap-dress?variant=3',
    title: 'Linen Wrap Dress & more',
    description: 'Light linen',
    quote: 'Love it',
    hashtags: 'linen, #summer',
    twitterUser: 'vitrine',
    media: 'https://shop.example/media/dress-800.webp',
  };
  const of = (id: string) =>
    shareUrl(
      SHARE_NETWORKS.find((n) => n.id === id)!,
      config,
    );

  it('lists about 30 networks, each once, each with its address', () => {
    expect(SHARE_NETWORKS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SHARE_NETWORKS.map((n) => n.id)).size).toBe(SHARE_NETWORKS.length);
    for (const n of SHARE_NETWORKS) expect(shareUrl(n, config)).not.toMatch(/@[a-z]/);
  });

  it('encodes every field into the network’s own parameters', () => {
    const u = encodeURIComponent(config.url);
    expect(of('facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${u}&title=Linen%20Wrap%20Dress%20%26%20more&description=Light%20linen&quote=Love%20it&hashtag=%23linen`,
    );
    expect(of('twitter')).toBe(
      `https://twitter.com/intent/tweet?text=Linen%20Wrap%20Dress%20%26%20more&url=${u}&hashtags=linen%2Csummer&via=vitrine`,
    );
    expect(of('pinterest')).toContain(`media=${encodeURIComponent(config.media!)}`);
    expect(of('hackernews')).toBe(
      `https://news.ycombinator.com/submitlink?u=${u}&t=Linen%20Wrap%20Dress%20%26%20more`,
    );
    expect(shareUrl(SHARE_NETWORKS[1]!, { url: 'https://a.b/', title: 'x' })).toBe(
      'https://twitter.com/intent/tweet?text=x&url=https%3A%2F%2Fa.b%2F&hashtags=',
    );
  });

  it('opens email and sms as links, the others in a popup', () => {
    expect(of('email')).toMatch(/^mailto:\?subject=/);
    expect(of('sms')).toMatch(/^sms:\?body=/);
    // Each network's address carries the product's (WhatsApp and SMS with its title first).
    const u = encodeURIComponent(config.url);
    for (const n of SHARE_NETWORKS) expect(shareUrl(n, config), n.id).toContain(u);
    expect(of('whatsapp')).toBe(
      `https://api.whatsapp.com/send?text=Linen%20Wrap%20Dress%20%26%20more%0D%0A${u}%0D%0ALight%20linen`,
    );
    expect(of('sms')).toBe(
      `sms:?body=Linen%20Wrap%20Dress%20%26%20more%0D%0A${u}%0D%0ALight%20linen`,
    );
    const links = SHARE_NETWORKS.filter(opensAsLink).map((n) => n.id);
    expect(links).toEqual(['email', 'sms', 'messenger', 'viber']);
  });

  it('centres a 626x436 popup over the window', () => {
    const g = sharePopupGeometry({ left: 100, top: 50, width: 1280, height: 800 });
    expect(g).toMatchObject({ width: 626, height: 436, left: 427, top: 232 });
    expect(g.features).toContain('width=626,height=436,left=427,top=232');
    // A window smaller than the popup: at its corner, not off screen.
    expect(sharePopupGeometry({ left: 0, top: 0, width: 390, height: 300 })).toMatchObject({
      left: 0,
      top: 0,
    });
  });
});

describe('diversion tests', () => {
  it('sends the share of new visitors on, and keeps each visitor with their first choice', () => {
    expect(diversionChoice(undefined, 0.5, 0.49)).toBe(true);
    expect(diversionChoice(undefined, 0.5, 0.5)).toBe(false);
    expect(diversionChoice(undefined, 0, 0)).toBe(false);
    expect(diversionChoice(undefined, 1, 0.999)).toBe(true);
    expect(diversionChoice(false, 1, 0)).toBe(false);
    expect(diversionChoice(true, 0, 0.9)).toBe(true);
  });
});
