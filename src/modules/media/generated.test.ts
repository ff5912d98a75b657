import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_COLLECTIONS, demoImageName } from '../catalog/demo-catalogue.ts';
import { hueDistance, parseHex, toLch, type Lch } from './colour.ts';
import {
  composedImageName,
  generatedImageName,
  generatedSize,
  isGeneratedName,
  renderGenerated,
} from './generated.ts';

/** A drawn picture, made small and decoded to its pixels (OKLCH). */
async function pixelsOf(name: string, width = 96) {
  const { data, info } = await sharp(await renderGenerated(name))
    .resize({ width })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lch: Lch[] = [];
  for (let i = 0; i < data.length; i += 3) lch.push(toLch([data[i]!, data[i + 1]!, data[i + 2]!]));
  return { lch, width: info.width, height: info.height };
}

const lab = ({ l, c, h }: Lch) => [
  l,
  c * Math.cos((h * Math.PI) / 180),
  c * Math.sin((h * Math.PI) / 180),
];

/**
 * The pixels that are not ground: unlike every pixel of the picture's outer edge (the ground's
 * gradient, its pattern and all), by more than a just-visible step.
 */
function nonGround({ lch, width, height }: Awaited<ReturnType<typeof pixelsOf>>) {
  const edge = Math.max(2, Math.round(width * 0.04));
  const frame: number[][] = [];
  lch.forEach((p, i) => {
    const [x, y] = [i % width, Math.floor(i / width)];
    if (x < edge || y < edge || x >= width - edge || y >= height - edge) frame.push(lab(p));
  });
  return {
    frame: frame.map(([l, a, b]) => ({ l: l!, c: Math.hypot(a!, b!), h: hue(a!, b!) })),
    pixels: lch.filter((p) => {
      const [l, a, b] = lab(p);
      return frame.every(([fl, fa, fb]) => Math.hypot(l! - fl!, a! - fa!, b! - fb!) > 0.05);
    }),
  };
}
const hue = (a: number, b: number) => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;

/**
 * The most common colour among pixels: a hue (10° bins, each counted with its neighbours) for
 * coloured pixels, a lightness step (0.1) for greys.
 */
function dominant(pixels: Lch[]): { grey: boolean; h: number; l: number; share: number } {
  const hues = Array<number>(36).fill(0);
  const greys = Array<number>(11).fill(0);
  for (const p of pixels) {
    if (p.c >= 0.04) hues[Math.floor(p.h / 10) % 36]!++;
    else greys[Math.round(p.l * 10)]!++;
  }
  const smoothed = hues.map((n, i) => n + hues[(i + 35) % 36]! + hues[(i + 1) % 36]!);
  const hueBin = smoothed.indexOf(Math.max(...smoothed));
  const greyBin = greys.indexOf(Math.max(...greys));
  const grey = greys[greyBin]! > smoothed[hueBin]!;
  return {
    grey,
    h: hueBin * 10 + 5,
    l: greyBin / 10,
    share: (grey ? greys[greyBin]! : smoothed[hueBin]!) / pixels.length,
  };
}

const COLOURS = {
  red: '#d62828',
  blue: '#1e5bd6',
  green: '#2a9d3a',
  black: '#000000',
  white: '#ffffff',
};

describe('a product picture in a variant colour', () => {
  for (const icon of ['t-shirt', 'running-shoe', 'dress', 'handbag']) {
    for (const [label, hex] of Object.entries(COLOURS)) {
      it(`shows a ${label} ${icon} as ${label}`, async () => {
        const { pixels } = nonGround(await pixelsOf(generatedImageName(icon, hex, 3)));
        const target = toLch(parseHex(hex)!);
        const main = dominant(pixels);
        if (label === 'black') {
          expect(main).toMatchObject({ grey: true });
          expect(main.l).toBeLessThanOrEqual(0.3);
        } else if (label === 'white') {
          expect(main).toMatchObject({ grey: true });
          expect(main.l).toBeGreaterThanOrEqual(0.9);
        } else {
          expect(main.grey).toBe(false);
          expect(hueDistance(main.h, target.h)).toBeLessThanOrEqual(15);
        }
      });
    }
  }

  it('stands on a soft ground of another hue, and a white one on a deeper ground', async () => {
    for (const hex of [COLOURS.red, COLOURS.blue, COLOURS.green]) {
      const { frame } = nonGround(await pixelsOf(generatedImageName('t-shirt', hex)));
      const ground = dominant(frame);
      expect(ground.grey).toBe(false);
      expect(hueDistance(ground.h, toLch(parseHex(hex)!).h)).toBeGreaterThanOrEqual(60);
      expect(Math.max(...frame.map((p) => p.c))).toBeLessThan(0.08);
      expect(Math.min(...frame.map((p) => p.l))).toBeGreaterThan(0.85);
    }
    const white = nonGround(await pixelsOf(generatedImageName('t-shirt', COLOURS.white)));
    expect(Math.max(...white.frame.map((p) => p.l))).toBeLessThan(0.9);
    // The tee is most of what is not ground: it did not melt into it.
    expect(white.pixels.length).toBeGreaterThan(96 * 96 * 0.12);
  });
});

describe('looks', () => {
  it('gives two products of one kind different pictures, and one product its pose in every colour', async () => {
    const sneakers = DEMO_COLLECTIONS.flatMap((c) => c.kinds).find((k) => k.noun === 'Sneaker')!;
    const court = (hex: string) => demoImageName(sneakers, { adjective: 'Court', edition: 0 }, hex);
    const trail = demoImageName(sneakers, { adjective: 'Trail', edition: 0 }, '#dc143c');
    const courtAgain = demoImageName(sneakers, { adjective: 'Court', edition: 1 }, '#dc143c');
    expect(new Set([court('#dc143c'), trail, courtAgain]).size).toBe(3);

    const shape = async (name: string) => {
      const picture = await pixelsOf(name, 64);
      const { frame } = nonGround(picture);
      const ground = frame.map(lab);
      return picture.lch.map((p) => {
        const [l, a, b] = lab(p);
        return ground.every(([fl, fa, fb]) => Math.hypot(l! - fl!, a! - fa!, b! - fb!) > 0.05);
      });
    };
    const overlap = (x: boolean[], y: boolean[]) =>
      x.filter((v, i) => v && y[i]).length / x.filter((v, i) => v || y[i]).length;
    const [red, blue, other] = await Promise.all([
      shape(court('#dc143c')),
      shape(court('#1e5bd6')),
      shape(trail),
    ]);
    expect(overlap(red, blue)).toBeGreaterThan(0.8);
    expect(overlap(red, other)).toBeLessThan(0.75);
  });

  it('draws the same name the same way every time', async () => {
    const name = generatedImageName('coat', '#000080', 17);
    expect((await renderGenerated(name)).equals(await renderGenerated(name))).toBe(true);
  });

  it('takes an emoji that fits a product better where the set has one', () => {
    const boots = DEMO_COLLECTIONS.flatMap((c) => c.kinds).find((k) => k.noun === 'Boot')!;
    expect(demoImageName(boots, { adjective: 'Lace-up', edition: 0 }, '#8b4513')).toMatch(
      /^g_hiking_boot_8b4513_v\d+$/,
    );
    expect(demoImageName(boots, { adjective: 'Chelsea', edition: 0 }, '#8b4513')).toMatch(
      /^g_womans_boot_8b4513_v\d+$/,
    );
  });
});

describe('names', () => {
  it('still draws names without a look, as links stored before looks were', async () => {
    expect(isGeneratedName('g_dress_ff7f50')).toBe(true);
    expect(isGeneratedName('g_womans_sandal_d2b48c')).toBe(true);
    const picture = await pixelsOf('g_dress_ff7f50');
    expect(picture.width).toBe(96);
    const main = dominant(nonGround(picture).pixels);
    expect(hueDistance(main.h, toLch(parseHex('#ff7f50')!).h)).toBeLessThanOrEqual(15);
    expect(generatedSize('g_dress_ff7f50')).toEqual({ width: 1200, height: 1200 });
  });

  it('knows looks and compositions, and refuses what it cannot draw', () => {
    expect(generatedImageName('t-shirt', '#1E90FF', 12)).toBe('g_t_shirt_1e90ff_v12');
    expect(composedImageName('summer', '#FFC107', 21, 9)).toBe('g_compose_summer_ffc107_21x9');
    for (const name of [
      'g_t_shirt_1e90ff_v12',
      'g_t_shirt_1e90ff_v999',
      'g_compose_bags_8b5a2b_16x10',
    ])
      expect(isGeneratedName(name), name).toBe(true);
    for (const name of [
      'g_t_shirt_1e90ff_v0',
      'g_t_shirt_1e90ff_v1000',
      'g_not_an_icon_1e90ff',
      'g_compose_nothing_ffc107_21x9',
      'g_compose_summer_ffc107_9x1',
      'g_compose_summer_ffc107_0x9',
    ])
      expect(isGeneratedName(name), name).toBe(false);
  });
});

describe('compositions', () => {
  for (const [w, h] of [
    [21, 9],
    [16, 10],
    [4, 3],
    [1, 1],
  ] as const) {
    it(`draws a ${w}:${h} frame at ${w}:${h}`, async () => {
      const name = composedImageName('summer', '#ffc107', w, h);
      const meta = await sharp(await renderGenerated(name)).metadata();
      expect(meta.width! / meta.height!).toBeCloseTo(w / h, 2);
      expect(generatedSize(name)).toEqual({ width: meta.width, height: meta.height });
      // As many pixels as a product's picture, in the frame's shape.
      expect((meta.width! * meta.height!) / 1200 ** 2).toBeCloseTo(1, 1);
    });
  }

  it('puts several emoji across a wide frame, the lead in the middle', async () => {
    const picture = await pixelsOf(composedImageName('bags', '#8b5a2b', 21, 9), 210);
    const { frame } = nonGround(picture);
    const ground = frame.map(lab);
    // Columns with something drawn in them, left to right: several separate runs.
    const drawn = [...Array(picture.width).keys()].map((x) =>
      [...Array(picture.height).keys()].some((y) => {
        const [l, a, b] = lab(picture.lch[y * picture.width + x]!);
        return ground.every(([fl, fa, fb]) => Math.hypot(l! - fl!, a! - fa!, b! - fb!) > 0.08);
      }),
    );
    const runs = drawn.filter((v, x) => v && !drawn[x - 1]).length;
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(drawn[Math.floor(picture.width / 2)]).toBe(true);
  });
});
