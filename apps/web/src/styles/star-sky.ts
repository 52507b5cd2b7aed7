// The star field's 100 stars, drawn by the stylesheet (styles/index.css loads this file with `@plugin`): each
// twinkle group is one element whose `::before` draws its stars as box shadows of a 1 px dot. In the page they
// were a hundred inline-styled spans, 10 KB of every page's 39 KB, written by every server render and read by
// every browser (issue 26); in the stylesheet they are downloaded once and cached with it.
import plugin from 'tailwindcss/plugin';
import { TWINKLE_GROUPS } from './twinkle-groups.ts';

export const STAR_COUNT = 100;

/** Same sky for every visit: a tiny seeded generator. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1664525 + 1013904223) % 4294967296;
    return a / 4294967296;
  };
}

export interface Star {
  /** Percent of the field's height and width, to the star's top left corner. */
  top: number;
  left: number;
  /** Diameter in px. */
  size: number;
  opacity: number;
}

const random = seeded(20261122);
export const STARS: Star[] = Array.from({ length: STAR_COUNT }, () => {
  const size = Number((1 + random() * 2).toFixed(1));
  const top = Number((random() * 100).toFixed(2));
  const left = Number((random() * 100).toFixed(2));
  const opacity = Number((0.5 + random() * 0.5).toFixed(2));
  return { top, left, size, opacity };
});

/**
 * One star as a shadow of the 1 px dot at the field's top left corner: moved to its place in the field's own
 * units (cqw, cqh: the field is a size container) and spread to its size, round because the dot is.
 */
export function starShadow({ top, left, size, opacity }: Star): string {
  const spread = Number(((size - 1) / 2).toFixed(2));
  return `calc(${left}cqw + ${spread}px) calc(${top}cqh + ${spread}px) 0 ${spread}px rgb(224 242 254 / ${opacity})`;
}

/** Each group's stars (every fifth star) and its twinkle, as CSS rules keyed by selector. */
export function starSkyRules(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (let g = 0; g < TWINKLE_GROUPS; g++) {
    rules[`.star-group-${g}`] = {
      '--twinkle-delay': `${(g * 0.9).toFixed(1)}s`,
      '--twinkle-duration': `${(3 + g * 0.7).toFixed(1)}s`,
    };
    rules[`.star-group-${g}::before`] = {
      'box-shadow': STARS.filter((_, i) => i % TWINKLE_GROUPS === g)
        .map(starShadow)
        .join(', '),
    };
  }
  return rules;
}

export default plugin(({ addBase }) => {
  addBase(starSkyRules());
});
