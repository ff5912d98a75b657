import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishShopBoot } from '../../test/shop-boot.ts';
import { Providers } from '../Providers.tsx';
import type { ShopBoot } from '../state/shop.tsx';
import BackToTop, { showsBackToTop } from './BackToTop.tsx';
import { BackToTopLater } from './BackToTopLater.tsx';

let boot: ShopBoot;
beforeAll(async () => {
  boot = await englishShopBoot();
});

describe('the back-to-top button', () => {
  it('appears once the page is scrolled past 150 px', () => {
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(150)).toBe(false);
    expect(showsBackToTop(151)).toBe(true);
  });

  it('is named, and waits hidden until the page is scrolled', () => {
    const html = renderToString(
      <Providers boot={boot}>
        <BackToTop />
      </Providers>,
    );
    expect(html).toMatch(
      /<button type="button" class="back-to-top" data-shown="false" aria-label="Back to top"/,
    );
  });

  it('is not in the page before its code has come (1000 ms after hydration)', () => {
    const html = renderToString(
      <Providers boot={boot}>
        <BackToTopLater />
      </Providers>,
    );
    expect(html).toBe('');
  });
});
