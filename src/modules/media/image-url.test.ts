import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, sizedImageUrl } from './image-url.ts';

describe('sizedImageUrl', () => {
  it('has the sixteen widths of the spec', () => {
    expect(IMAGE_WIDTHS).toHaveLength(16);
    expect(IMAGE_WIDTHS.at(-1)).toBe(2000);
  });
  it('adds the width suffix to resizable names', () => {
    expect(sizedImageUrl('/media/shirt.png', 100)).toBe('/media/shirt-100.png');
    expect(sizedImageUrl('/media/shirt.webp', 350)).toBe('/media/shirt-400.webp');
    expect(sizedImageUrl('/media/shirt.jpg', 5000)).toBe('/media/shirt-2000.jpg');
  });
  it('leaves names with a dash and other types alone', () => {
    expect(sizedImageUrl('/media/blue-shirt.png', 100)).toBe('/media/blue-shirt.png');
    expect(sizedImageUrl('/media/logo.svg', 100)).toBe('/media/logo.svg');
    expect(imageSrcSet('/media/logo.svg', 800)).toBeUndefined();
  });
  it('lists every other width up to the original, and the original', () => {
    expect(imageSrcSet('/media/a.png', 300)).toBe('/media/a-200.png 200w, /media/a-300.png 300w');
    expect(imageSrcSet('/media/b.png', 1200)).toBe(
      [200, 400, 600, 800, 1000, 1200].map((w) => `/media/b-${w}.png ${w}w`).join(', '),
    );
    expect(imageSrcSet('/media/c.png', 100)).toBe('/media/c-100.png 100w');
  });
});
