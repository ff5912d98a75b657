import { parseHex, toLch } from './colour.ts';
import { silhouette, uniqueIds } from './icon-colours.ts';
import { icon, placed, shadow } from './icons.ts';
import { randomSource } from '../../platform/random-source.ts';
import { gradientEnds, groundOfColour } from './looks.ts';

/**
 * Sets of emoji that belong together, for banners: the first in the middle, the others in turn
 * left and right of it, outwards. A frame takes as many as it has room for.
 */
export const COMPOSITIONS: Record<string, string[]> = {
  summer: ['dress', 'sunflower', 'sunflower', 'womans-hat', 'thong-sandal', 'sunglasses', 'tulip'],
  wardrobe: [
    'dress',
    'womans-hat',
    'handbag',
    'high-heeled-shoe',
    'sunglasses',
    'scarf',
    'billed-cap',
  ],
  linen: ['dress', 't-shirt', 'necktie', 'shorts', 'womans-clothes', 'jeans', 'kimono'],
  bags: ['handbag', 'backpack', 'clutch-bag', 'purse', 'shopping-bags', 'luggage', 'sunglasses'],
  shoes: [
    'running-shoe',
    'high-heeled-shoe',
    'womans-boot',
    'thong-sandal',
    'hiking-boot',
    'ballet-shoes',
    'socks',
  ],
  accessories: ['womans-hat', 'sunglasses', 'watch', 'ring', 'billed-cap', 'gloves', 'socks'],
  home: [
    'potted-plant',
    'teapot',
    'candle',
    'hot-beverage',
    'herb',
    'teacup-without-handle',
    'cactus',
  ],
  garden: ['sunflower', 'tulip', 'cherry-blossom', 'herb', 'hibiscus', 'potted-plant', 'rose'],
};

/** Sizes, as shares of the frame's height: the middle one, then each pair outwards. */
const SIZES = [0.62, 0.46, 0.46, 0.36, 0.36, 0.3, 0.3];
// Space between two, and at the frame's sides, as shares of the height.
const GAP = 0.03;
const MARGIN = 0.05;

/** How many of a set fit a frame `ratio` wide (an odd number, so the middle one stays middle). */
function fitting(ratio: number, available: number): { count: number; scale: number } {
  let best = { count: 1, scale: Math.min(1, (ratio - 2 * MARGIN) / SIZES[0]!) };
  for (let count = 3; count <= Math.min(available, SIZES.length); count += 2) {
    const widths = SIZES.slice(0, count).reduce((sum, s) => sum + s, 0);
    const scale = Math.min(1, (ratio - 2 * MARGIN - (count - 1) * GAP) / widths);
    if (scale >= 0.75) best = { count, scale };
  }
  return best;
}

const hash = (text: string) =>
  [...text].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

/**
 * A set of emoji arranged for a `width` by `height` frame on a soft ground of `colour`: the lead
 * large in the middle (a phone's square crop of a wide banner still shows it whole), the others
 * smaller at its sides, each a little turned and raised or lowered, over soft discs and sparks.
 */
export function renderComposition(
  set: string[],
  colour: string,
  frame: { width: number; height: number },
  name: string,
): string {
  const { width, height } = frame;
  const ground = groundOfColour(toLch(parseHex(colour)!));
  const rand = randomSource(hash(name));
  const drawable = set.filter((n) => icon(n));
  const { count, scale } = fitting(width / height, drawable.length);
  const sizes = SIZES.slice(0, count).map((s) => s * scale * height);
  // Left to right: ..., third, first, lead, second, fourth, ...
  const order = [...Array(count).keys()].sort((a, b) => slot(a) - slot(b));
  // What room is left over goes evenly between them and at the sides.
  const used = order.reduce((sum, i) => sum + sizes[i]!, 0);
  const gap = (width - used - 2 * MARGIN * height + 2 * GAP * height) / (count + 1);
  let x = MARGIN * height - GAP * height + gap;
  const items = order.map((i) => {
    const size = sizes[i]!;
    const cx = x + size / 2;
    x += size + gap;
    const lift = i === 0 ? -0.03 : (i % 4 < 2 ? 0.05 : -0.04) + rand.between(-0.02, 0.02);
    return {
      name: drawable[i]!,
      size,
      cx,
      cy: height * (0.5 + lift),
      rotate: i === 0 ? rand.between(-4, 4) : rand.between(6, 12) * (slot(i) < 0 ? -1 : 1),
      lead: i === 0,
    };
  });
  const n = (v: number) => v.toFixed(1);
  // A soft disc behind each, the lead's the largest.
  const discs = items
    .map(
      (it) =>
        `<circle cx="${n(it.cx + it.size * rand.between(-0.1, 0.1))}" cy="${n(it.cy - it.size * 0.05)}" r="${n(it.size * (it.lead ? 0.66 : 0.52))}" fill="${ground.wash}" opacity="${it.lead ? 0.85 : 0.6}"/>`,
    )
    .join('');
  const sparks: string[] = [];
  const sparkle = icon('sparkles');
  for (let i = 0; sparkle && sparks.length < count + 1 && i < 60; i++) {
    const sx = rand.next() * width;
    const sy = height * rand.between(0.08, 0.92);
    const size = height * rand.between(0.06, 0.1);
    if (items.some((it) => Math.hypot(it.cx - sx, it.cy - sy) < (it.size + size) * 0.62)) continue;
    sparks.push(
      placed(silhouette(uniqueIds(sparkle.body, `_s${i}`), ground.ink), sparkle.viewBox, {
        cx: sx,
        cy: sy,
        size,
        rotate: rand.between(-20, 20),
      }),
    );
  }
  const drawn = items
    .map((it, i) => {
      const { body, viewBox } = icon(it.name)!;
      return (
        shadow(`shadow${i}`, ground.shadow, it.cx, it.cy + it.size * 0.47, it.size) +
        placed(uniqueIds(body, `_${i}`), viewBox, it)
      );
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="bg" ${gradientEnds(rand.pick([0, 30, 150, 180]))}><stop offset="0" stop-color="${ground.from}"/><stop offset="1" stop-color="${ground.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${discs}
<g opacity="0.45">${sparks.join('')}</g>
${drawn}
</svg>`;
}

/** Where the i-th of a set sits: 0 in the middle, then -1, 1, -2, 2, ... */
function slot(i: number): number {
  return i === 0 ? 0 : (i % 2 ? -1 : 1) * Math.ceil(i / 2);
}
