import { describe, expect, it } from 'vitest';
import type { ShownPopup } from '../../../modules/popups/contract.ts';
import { MapStorage } from '../../../test/map-storage.ts';
import { DAY_MS } from '../../state/expiring-entry.ts';
import { markSeen, pageKind, popupFor } from './popups.ts';

const popup = (key: string, over: Partial<ShownPopup> = {}): ShownPopup => ({
  key,
  kind: 'notice',
  title: key,
  body: '',
  coupon_code: null,
  trigger: 'delay',
  delay_seconds: 5,
  scroll_percent: 50,
  pages: ['all'],
  every_days: 7,
  ...over,
});

describe('marketing popups in the browser', () => {
  it('name the kind of page, under a language prefix too', () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/de')).toBe('home');
    expect(pageKind('/de/products/classic-tee')).toBe('product');
    expect(pageKind('/collections/shoes')).toBe('collection');
    expect(pageKind('/search')).toBe('collection');
    expect(pageKind('/ja/cart')).toBe('cart');
    expect(pageKind('/blogs/guides')).toBe('content');
  });

  it('try the first for the page not seen within its days, or this visit with none', () => {
    const storages = { local: new MapStorage(), session: new MapStorage() };
    const list = [
      popup('home-only', { pages: ['home'] }),
      popup('weekly'),
      popup('each-visit', { every_days: 0 }),
    ];
    expect(popupFor(list, 'home', storages, 0)?.key).toBe('home-only');
    expect(popupFor(list, 'product', storages, 0)?.key).toBe('weekly');
    markSeen(list[1]!, storages, 0);
    expect(popupFor(list, 'product', storages, 1)?.key).toBe('each-visit');
    markSeen(list[2]!, storages, 0);
    expect(popupFor(list, 'product', storages, 1)).toBeNull();
    // A new visit, the visit's one again; a week on, the weekly one.
    expect(popupFor(list, 'product', { ...storages, session: new MapStorage() }, 1)?.key).toBe(
      'each-visit',
    );
    expect(popupFor(list, 'product', storages, 7 * DAY_MS)?.key).toBe('weekly');
  });

  it('show none without storage (it would come back on every page)', () => {
    expect(popupFor([popup('any')], 'home', { local: null, session: null })).toBeNull();
  });
});
