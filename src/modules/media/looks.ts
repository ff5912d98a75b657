import { lchHex, type Lch } from './colour.ts';
import { randomSource, type RandomSource } from '../../platform/random-source.ts';

/** What lies on the ground behind the product. */
export const MOTIFS = [
  'dots',
  'stripes',
  'grid',
  'rings',
  'disc',
  'arch',
  'confetti',
  'waves',
  'plinth',
] as const;
export type Motif = 'none' | (typeof MOTIFS)[number];

/** Small emoji drawn as a tinted shape on the ground, beside the product. */
const ACCENTS = ['sparkles', 'star', 'cherry-blossom', 'herb', 'crescent-moon', 'maple-leaf'];

/** How one product's pictures are set: the same for each of its colours. */
export interface Look {
  /** Degrees. */
  rotate: number;
  flip: boolean;
  /** The product's size, as a share of the picture's side. */
  scale: number;
  /** Its centre's offset from the middle, as shares of the side. */
  dx: number;
  dy: number;
  /** The ground's hue, turned from the variant's (180: its complement). */
  groundTurn: number;
  /** The ground gradient's direction, degrees. */
  angle: number;
  motif: Motif;
  accent?: { icon: string; corner: 0 | 1 | 2 | 3; rotate: number };
}

/** Look 0, which names without a look part get: the product centred and straight. */
const CLASSIC: Look = {
  rotate: 0,
  flip: false,
  scale: 0.56,
  dx: 0,
  dy: -0.03,
  groundTurn: 180,
  angle: 45,
  motif: 'none',
};

/** The look numbered `n`: tilt, size, place, ground and what lies on it, drawn from `n`. */
export function lookOf(n: number): Look {
  if (n === 0) return CLASSIC;
  const rand = randomSource(Math.imul(n, 0x9e3779b1) ^ 0x5bd1e995);
  const rotate = rand.pick([-1, 1]) * rand.between(3, 13);
  const motif = MOTIFS[(n - 1) % MOTIFS.length]!;
  return {
    rotate,
    flip: rand.next() < 0.5,
    scale: rand.between(0.5, 0.62),
    dx: rand.between(-0.05, 0.05),
    dy: rand.between(-0.06, 0.02),
    groundTurn: rand.pick([180, 150, 210, 120, 240]),
    angle: rand.pick([0, 45, 90, 135, 180, 225, 270, 315]),
    motif,
    accent:
      rand.next() < 0.6
        ? {
            icon: rand.pick(ACCENTS),
            corner: rand.pick([0, 1, 2, 3] as const),
            rotate: rand.between(-25, 25),
          }
        : undefined,
  };
}

/** The colours of a ground: its gradient's two ends, a deeper ink and a lighter wash. */
export interface Ground {
  from: string;
  to: string;
  ink: string;
  wash: string;
  shadow: string;
  /** The ground's own lightness, for what is drawn on it. */
  l: number;
}

/** The ground hues under black, white and greys, by look: warm sand by default. */
const GREY_GROUNDS: Record<number, number> = { 180: 75, 150: 25, 210: 235, 120: 150, 240: 295 };

/**
 * The ground under a product of colour `target`: a soft tint of a hue turned from the variant's
 * (its complement by default; a warm grey for black, white and greys), light, except under very
 * light colours, which get a deeper ground so that a white tee does not vanish.
 */
export function groundFor(target: Lch, look: Look): Ground {
  const grey = target.c < 0.04;
  const h = grey ? (GREY_GROUNDS[look.groundTurn] ?? 75) : (target.h + look.groundTurn) % 360;
  const c = grey
    ? target.l > 0.86
      ? 0.035
      : 0.025
    : Math.min(0.04, Math.max(0.022, target.c * 0.3));
  const light = target.l > 0.86 ? 0.84 : target.l > 0.78 ? 0.93 : 0.965;
  return tint({ l: light, c, h });
}

/** The ground of a composition: a soft tint of the colour itself, as a banner's backdrop. */
export function groundOfColour(colour: Lch): Ground {
  return tint({
    l: colour.l > 0.9 ? 0.9 : 0.955,
    c: Math.min(0.06, Math.max(0.015, colour.c * 0.4)),
    h: colour.h,
  });
}

function tint(top: Lch): Ground {
  return {
    from: lchHex(top),
    to: lchHex({ ...top, l: top.l - 0.06, c: top.c * 1.3 }),
    ink: lchHex({ l: top.l - 0.11, c: top.c * 1.6 + 0.01, h: top.h }),
    wash: lchHex({ l: Math.min(0.99, top.l + 0.04), c: top.c * 0.6, h: top.h }),
    shadow: lchHex({ l: Math.max(0.2, top.l - 0.5), c: top.c, h: top.h }),
    l: top.l,
  };
}

/** A linear gradient's end points for a direction in degrees (0: left to right). */
export function gradientEnds(angle: number): string {
  const r = (angle * Math.PI) / 180;
  const [x, y] = [Math.cos(r) / 2, Math.sin(r) / 2];
  const f = (v: number) => (0.5 + v).toFixed(3);
  return `x1="${f(-x)}" y1="${f(-y)}" x2="${f(x)}" y2="${f(y)}"`;
}

/**
 * The motif on a ground `width` by `height` around a product of size `art` centred at (cx, cy).
 * Everything is drawn in the ground's own ink and wash, softly, so the product stays the subject.
 */
export function motifSvg(
  motif: Motif,
  box: { width: number; height: number; cx: number; cy: number; art: number },
  ground: Ground,
  rand: RandomSource,
): string {
  const { width, height, cx, cy, art } = box;
  const n = (v: number) => v.toFixed(1);
  const ink = ground.ink;
  switch (motif) {
    case 'none':
      return '';
    // Patterns are drawn shape by shape in one path: an SVG <pattern> takes librsvg five times
    // as long as the rest of the picture.
    case 'dots': {
      const step = rand.between(0.05, 0.075) * width;
      const r = step * rand.between(0.08, 0.14);
      let d = '';
      for (let y = step / 2; y < height; y += step)
        for (let x = step / 2; x < width; x += step)
          d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
      return `<path d="${d}" fill="${ink}" opacity="0.45"/>`;
    }
    case 'stripes': {
      const step = rand.between(0.04, 0.07) * width;
      const band = step * rand.between(0.3, 0.5);
      const reach = Math.hypot(width, height);
      let d = '';
      for (let y = -reach; y < reach; y += step)
        d += `M${n(-reach)} ${n(y)}H${n(reach)}v${n(band)}H${n(-reach)}Z`;
      const turn = rand.pick([30, 45, 60, -30, -45, 90]);
      return `<path d="${d}" fill="${ink}" opacity="0.22" transform="translate(${n(width / 2)} ${n(height / 2)}) rotate(${turn})"/>`;
    }
    case 'grid': {
      const step = rand.between(0.07, 0.1) * width;
      let d = '';
      for (let x = step; x < width; x += step) d += `M${n(x)} 0V${height}`;
      for (let y = step; y < height; y += step) d += `M0 ${n(y)}H${width}`;
      return `<path d="${d}" stroke="${ink}" stroke-width="${n(width * 0.003)}" fill="none" opacity="0.5"/>`;
    }
    case 'rings': {
      const gap = art * rand.between(0.13, 0.18);
      const rings = [0, 1, 2, 3, 4, 5].map(
        (i) =>
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(art * 0.6 + i * gap)}" fill="none" stroke="${ink}" stroke-width="${n(width * 0.007)}"/>`,
      );
      return `<g opacity="0.3">${rings.join('')}</g>`;
    }
    case 'disc': {
      const r = art * rand.between(0.55, 0.68);
      const ox = art * rand.between(-0.18, 0.18);
      return `<circle cx="${n(cx + ox)}" cy="${n(cy - art * 0.08)}" r="${n(r)}" fill="${ground.wash}" opacity="0.9"/>`;
    }
    case 'arch': {
      const half = art * rand.between(0.48, 0.6);
      const top = cy - art * rand.between(0.62, 0.75);
      return `<path d="M${n(cx - half)} ${height}V${n(top + half)}A${n(half)} ${n(half)} 0 0 1 ${n(cx + half)} ${n(top + half)}V${height}Z" fill="${ground.wash}" opacity="0.9"/>`;
    }
    case 'confetti': {
      const bits: string[] = [];
      for (let i = 0; bits.length < 22 && i < 200; i++) {
        const x = rand.next() * width;
        const y = rand.next() * height;
        if (Math.hypot(x - cx, y - cy) < art * 0.62) continue;
        const s = width * rand.between(0.008, 0.016);
        const colour = rand.next() < 0.6 ? ink : ground.wash;
        bits.push(
          rand.next() < 0.5
            ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${colour}"/>`
            : `<rect x="${n(x - s)}" y="${n(y - s / 2)}" width="${n(s * 2)}" height="${n(s)}" rx="${n(s / 2)}" fill="${colour}" transform="rotate(${n(rand.between(0, 180))} ${n(x)} ${n(y)})"/>`,
        );
      }
      return `<g opacity="0.6">${bits.join('')}</g>`;
    }
    case 'waves': {
      const amp = height * rand.between(0.012, 0.02);
      const len = width * rand.between(0.12, 0.18);
      const lines: string[] = [];
      for (let i = 0; i < 4; i++) {
        const y = height * (0.7 + i * 0.07);
        let d = `M0 ${n(y)}`;
        for (let x = 0; x < width; x += len)
          d += `q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0t${n(len / 2)} 0`;
        lines.push(
          `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${n(width * 0.006)}"/>`,
        );
      }
      return `<g opacity="0.35">${lines.join('')}</g>`;
    }
    case 'plinth': {
      const half = art * rand.between(0.5, 0.62);
      const top = cy + art * 0.36;
      const ry = half * 0.22;
      return `<path d="M${n(cx - half)} ${n(top)}V${height}H${n(cx + half)}V${n(top)}Z" fill="${ground.wash}" opacity="0.75"/><ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(half)}" ry="${n(ry)}" fill="${ground.wash}"/>`;
    }
  }
}

/** Where an accent goes: a corner of the picture, clear of the product. */
export function accentPlace(corner: 0 | 1 | 2 | 3, width: number, height: number) {
  return {
    x: corner % 2 === 0 ? width * 0.19 : width * 0.81,
    y: corner < 2 ? height * 0.19 : height * 0.8,
  };
}
