import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishShopBoot } from '../../../test/shop-boot.ts';
import { Providers } from '../../Providers.tsx';
import type { ShopBoot } from '../../state/shop.tsx';
import { loadShopTheme } from '../../theme/load.ts';
import section from './index.tsx';
import { settings as schema } from './settings.ts';

let boot: ShopBoot;
beforeAll(async () => {
  boot = await englishShopBoot();
});

const slides = [
  { image: '/media/g_womans_hat_d2b48c.webp', button_link: '/collections' },
  {
    image: '/media/g_dress_f08080.webp',
    title_key: 'home.slide_2_title',
    text_key: 'home.slide_2_text',
    button_key: 'home.slide_2_cta',
    button_link: '/collections/dresses',
  },
  {
    image: '/media/g_handbag_8b5a2b.webp',
    title_key: 'home.slide_3_title',
    text_key: 'home.slide_3_text',
    button_key: 'home.slide_3_cta',
    button_link: '/collections/bags',
  },
];

/** The slideshow as the server sends it (and as a shopper without script sees it). */
function render(settings: object = {}, lead = true) {
  const parsed = schema.parse({ slides, ...settings });
  return renderToString(
    <Providers boot={boot}>
      <section.Component id="hero" settings={parsed} data={null} page={null} lead={lead} />
    </Providers>,
  );
}

/** The opening tag of the element with this attribute text. */
const tagWith = (html: string, text: string) =>
  html.match(new RegExp(`<[a-z0-9]+[^>]*${text}[^>]*>`))?.[0] ?? '';

describe('the slideshow', () => {
  it('is a carousel of its slides, each labelled with its place', () => {
    const html = render();
    expect(tagWith(html, 'data-testid="slideshow"')).toContain('aria-roledescription="carousel"');
    expect(tagWith(html, 'data-testid="slideshow"')).toContain('aria-label="Highlights"');
    const labels = [
      ...html.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g),
    ];
    expect(labels.map((m) => m[1])).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    // Its changes are announced politely: it does not turn on its own.
    expect(tagWith(html, 'class="slideshow__track"')).toContain('aria-live="polite"');
  });

  it('renders every slide with its words and button on the server, the first title the h1', () => {
    const html = render();
    expect(html).toMatch(/<h1 class="slideshow__title">New season, new favourites<\/h1>/);
    expect(html).toMatch(/<h2 class="slideshow__title">Linen for long days<\/h2>/);
    expect(html).toContain('Bags made to last');
    expect(html).toMatch(/<a class="button" href="\/collections">Shop the collections<\/a>/);
    expect(html).toMatch(/<a class="button" href="\/collections\/dresses">Shop dresses<\/a>/);
    expect(html).toMatch(/<a class="button" href="\/collections\/bags">Shop bags<\/a>/);
    // Nothing is out of reach before script: no slide is hidden or inert.
    expect(html).not.toContain('inert');
    expect(html).not.toMatch(/class="slideshow__slide"[^>]*aria-hidden/);
  });

  it('loads the first picture at once and with priority, the others when near', () => {
    const images = [...render().matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    for (const image of images.slice(1)) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain('fetchPriority');
    }
  });

  it('loads every picture when near, when another section leads the page', () => {
    const images = [...render({}, false).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain('fetchPriority');
    }
  });

  it('starts at the first slide: previous is disabled, next is not, the first dot is current', () => {
    const html = render();
    const previous = tagWith(html, 'aria-label="Previous slide"');
    const next = tagWith(html, 'aria-label="Next slide"');
    expect(previous).toMatch(/disabled=""/);
    expect(next).not.toMatch(/disabled/);
    expect(previous).toContain('aria-controls="hero-slides"');
    // The dots are links to the slides: without script they bring each one into view.
    const dots = [...html.matchAll(/<a class="slideshow__dot"[^>]*>/g)].map((m) => m[0]);
    expect(dots).toHaveLength(3);
    expect(dots[0]).toContain('href="#hero-slide-1"');
    expect(dots[0]).toContain('aria-current="true"');
    expect(dots[2]).toContain('href="#hero-slide-3"');
    expect(dots[2]).toContain('aria-label="3 of 3"');
    expect(dots[2]).not.toContain('aria-current');
    expect(html).toContain('id="hero-slide-3"');
  });

  it('lets previous go round to the last when it loops', () => {
    const html = render({ loop: true });
    expect(tagWith(html, 'aria-label="Previous slide"')).not.toMatch(/disabled/);
  });

  it('stops at the ends and does not turn on its own unless told', () => {
    const parsed = schema.parse({ slides });
    expect(parsed.loop).toBe(false);
    expect(parsed.autoplay).toBe(false);
    expect(render()).not.toContain('Pause the slides');
    // With autoplay, a button stops it (shown once script runs).
    expect(render({ autoplay: true })).toMatch(/aria-label="(Pause|Play) the slides"/);
  });

  it('wears the colour scheme it names, and has one slide without controls', () => {
    expect(render({ color_scheme: 'stage' })).toMatch(/class="slideshow scheme-stage"/);
    const one = render({ slides: slides.slice(0, 1) });
    expect(one).not.toContain('Next slide');
    expect(one).not.toContain('slideshow__dot');
  });

  it('refuses settings a merchant could get wrong', () => {
    expect(schema.safeParse({ slides: [] }).success).toBe(false);
    expect(
      schema.safeParse({ slides: [{ image: '/media/x.webp', title_key: 'no.such' }] }).success,
    ).toBe(false);
    expect(schema.safeParse({ slides, color_scheme: 'Not A Scheme' }).success).toBe(false);
  });
});

describe("showtime's home page", () => {
  it('opens with the slideshow of three slides, then hot sales, the editorial grid, the video, Instagram and the newsletter', () => {
    const home = loadShopTheme('showtime').templates.index;
    expect(home.order.map((key) => home.sections[key]!.type)).toEqual([
      'slideshow',
      'hot-sales',
      'editorial-grid',
      'video',
      'instagram',
      'subscribe',
    ]);
    expect((home.sections.slideshow!.settings as { slides: unknown[] }).slides).toHaveLength(3);
  });
});
