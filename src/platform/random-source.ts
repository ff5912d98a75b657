/**
 * A small deterministic random source (mulberry32): the same seed gives the same numbers, so a
 * demo seed gives the same shop and a picture's look number the same picture.
 */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A number from min up to max. */
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** A deterministic random source. */
export type RandomSource = ReturnType<typeof randomSource>;
