import { describe, expect, it } from 'vitest';
import { nextScrollState, type ScrollState } from './header-scroll.ts';

describe('the scroll the header follows', () => {
  const top: ScrollState = { y: 0, direction: 'up', scrolled: false };

  it('ignores a movement under 20 px, either way', () => {
    expect(nextScrollState(top, 19)).toBe(top);
    const at = { y: 400, direction: 'down', scrolled: true } as const;
    expect(nextScrollState(at, 381)).toBe(at);
  });

  it('records the direction once the page moved 20 px or more', () => {
    expect(nextScrollState(top, 20)).toEqual({ y: 20, direction: 'down', scrolled: false });
    expect(nextScrollState({ y: 500, direction: 'down', scrolled: true }, 470)).toEqual({
      y: 470,
      direction: 'up',
      scrolled: true,
    });
  });

  it('counts the page as scrolled past 150 px from the top', () => {
    expect(nextScrollState(top, 150).scrolled).toBe(false);
    expect(nextScrollState(top, 151).scrolled).toBe(true);
  });
});
