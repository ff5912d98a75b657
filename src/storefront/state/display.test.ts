import { describe, expect, it } from 'vitest';
import { currentDisplay, displayOf } from './display.ts';

describe('the shop-wide display state (spec sections 3 and 9)', () => {
  it('is a phone below 768 px: 767 is, 768 is not', () => {
    expect(displayOf(390)).toEqual({ screenSize: 390, mobile: true });
    expect(displayOf(767).mobile).toBe(true);
    expect(displayOf(768).mobile).toBe(false);
    expect(displayOf(1280)).toEqual({ screenSize: 1280, mobile: false });
  });

  it('has no size on the server, and is no phone there', () => {
    expect(currentDisplay()).toEqual({ screenSize: 0, mobile: false });
  });
});
