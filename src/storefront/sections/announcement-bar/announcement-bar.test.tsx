import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishShopBoot } from '../../../test/shop-boot.ts';
import { Providers } from '../../Providers.tsx';
import type { ShopBoot } from '../../state/shop.tsx';
import section from './index.tsx';
import { settings as schema } from './settings.ts';

let boot: ShopBoot;
beforeAll(async () => {
  boot = await englishShopBoot();
});

function render(settings: object) {
  return renderToString(
    <Providers boot={boot}>
      <section.Component
        id="news"
        settings={schema.parse(settings)}
        data={null}
        page={null}
        lead={false}
      />
    </Providers>,
  );
}

const two = {
  messages: [
    { text_key: 'home.announcement_1', link: '/policies' },
    { text_key: 'home.announcement_2' },
  ],
};

describe('the announcement bar', () => {
  it('shows its first message, with its link, and holds the others in the same place', () => {
    const html = render(two);
    expect(html).toContain('aria-label="Announcements"');
    expect(html).toMatch(
      /<p class="announcement-bar__message"[^>]*aria-label="1 of 2"><a class="announcement-bar__link" href="\/policies">Free returns within 30 days<\/a><\/p>/,
    );
    expect(html).toMatch(
      /<p class="announcement-bar__message" hidden=""[^>]*>New in: the summer edit<\/p>/,
    );
  });

  it('turns like the slideshow: a carousel with previous and next, rotating on its own', () => {
    const html = render(two);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<button[^>]*aria-label="Previous slide"[^>]*>/);
    expect(html).toContain('aria-label="Next slide"');
    // It rotates, and from the last message comes back to the first, unless told otherwise.
    const parsed = schema.parse(two);
    expect(parsed.autoplay).toBe(true);
    expect(parsed.loop).toBe(true);
    expect(html).toMatch(/aria-label="(Pause|Play) the slides"/);
  });

  it('stops at the first message when it does not loop', () => {
    const html = render({ ...two, loop: false });
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Previous slide"|<button[^>]*aria-label="Previous slide"[^>]*disabled=""/,
    );
  });

  it('is a plain line with one message', () => {
    const html = render({ messages: [{ text_key: 'home.announcement_2' }], autoplay: true });
    expect(html).toContain('New in: the summer edit');
    expect(html).not.toContain('carousel');
    expect(html).not.toContain('<button');
  });
});
